/** 'Vorwoche kopieren': after a confirmation, the previous week's shifts into this week; a notice says how many. */
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useState } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import { addDays, weekTitle } from './dates';
import { copyWeek } from './api';

const T = 'resources.planner';

interface CopyWeekButtonProps {
  monday: string;
  branch: number | null;
  department: number | null;
  people: number[];
  onDone: () => void;
}

export function CopyWeekButton({ monday, branch, department, people, onDone }: CopyWeekButtonProps) {
  const translate = useTranslate();
  const notify = useNotify();
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const source = addDays(monday, -7);
  const confirm = async () => {
    setBusy(true);
    try {
      const body = branch === null ? { people } : { branch, department };
      const result = await copyWeek({ sourceWeek: source, targetWeek: monday, ...body });
      notify(translate(`${T}.copied`, { smart_count: result.created.length, skipped: result.skipped.length }), {
        type: 'success',
      });
      setOpen(false);
      onDone();
    } catch (error) {
      notify(error instanceof Error ? error.message : translate(`${T}.copyFailed`), { type: 'error' });
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
      <Button variant="outlined" startIcon={<ContentCopyIcon />} onClick={() => setOpen(true)}>
        {translate(`${T}.copyWeek`)}
      </Button>
      {open ? (
        <Dialog open onClose={() => setOpen(false)} aria-labelledby="planner-copy-title">
          <DialogTitle id="planner-copy-title">{translate(`${T}.copyTitle`)}</DialogTitle>
          <DialogContent>
            <DialogContentText>
              {translate(`${T}.copyText`, { source: weekTitle(source), target: weekTitle(monday) })}
            </DialogContentText>
          </DialogContent>
          <DialogActions>
            <Button onClick={() => setOpen(false)}>{translate(`${T}.dialog.cancel`)}</Button>
            <Button variant="contained" onClick={confirm} disabled={busy}>
              {translate(`${T}.copyWeek`)}
            </Button>
          </DialogActions>
        </Dialog>
      ) : null}
    </>
  );
}
