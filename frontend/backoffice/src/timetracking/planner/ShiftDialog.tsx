/**
 * Creating or changing one shift of the Dienstplan: day, start and end (HH:MM, an end before the start
 * is on the next day), branch, department, weekly repetition, note; deleting with a confirmation
 * (one day of a series, or the whole series).
 */
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { longDay, shiftInstants, wallClock } from './dates';
import type { Occurrence, ShiftInput } from './api';

const T = 'resources.planner.dialog';

export interface Choice {
  id: number;
  name: string;
  branch?: number;
}

export type DialogTarget =
  | { mode: 'create'; person: { id: number; name: string }; day: string; branch: number | null }
  | { mode: 'edit'; occurrence: Occurrence };

interface ShiftDialogProps {
  target: DialogTarget;
  branches: Choice[];
  departments: Choice[];
  busy: boolean;
  onClose: () => void;
  onSave: (input: ShiftInput) => void;
  onDelete: (scope: 'day' | 'series') => void;
}

export function ShiftDialog({ target, branches, departments, busy, onClose, onSave, onDelete }: ShiftDialogProps) {
  const translate = useTranslate();
  const editing = target.mode === 'edit' ? target.occurrence : null;
  const day = editing ? editing.day : target.mode === 'create' ? target.day : '';
  const personName = editing ? editing.personName : target.mode === 'create' ? target.person.name : '';
  const [start, setStart] = useState(editing ? wallClock(editing.start) : '08:00');
  const [end, setEnd] = useState(editing ? wallClock(editing.end) : '16:00');
  const [branch, setBranch] = useState<number | ''>(
    editing ? editing.branch : target.mode === 'create' ? (target.branch ?? branches[0]?.id ?? '') : '',
  );
  const [department, setDepartment] = useState<number | ''>(editing?.department ?? '');
  const [repeat, setRepeat] = useState(editing?.isRepeatedWeekly ?? false);
  const [note, setNote] = useState(editing?.note ?? '');
  const [confirming, setConfirming] = useState(false);
  const [touched, setTouched] = useState(false);
  const instants = shiftInstants(day, start, end);
  const timeError = (value: string) => touched && !/^\d{1,2}:\d{2}$/.test(value.trim());
  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (!instants || branch === '') return;
    const person = editing ? editing.person : target.mode === 'create' ? target.person.id : 0;
    onSave({
      person,
      branch,
      department: department === '' ? null : department,
      ...instants,
      isRepeatedWeekly: repeat,
      note,
    });
  };
  const choicesOfBranch = departments.filter((choice) => branch === '' || choice.branch === branch);
  if (confirming && editing) {
    const values = {
      name: personName,
      day: longDay(day),
      start: wallClock(editing.start),
      end: wallClock(editing.end),
    };
    return (
      <Dialog open onClose={() => setConfirming(false)} aria-labelledby="planner-delete-title">
        <DialogTitle id="planner-delete-title">{translate(`${T}.deleteTitle`)}</DialogTitle>
        <DialogContent>
          <DialogContentText>{translate(`${T}.deleteText`, values)}</DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setConfirming(false)}>{translate(`${T}.cancel`)}</Button>
          {editing.isRepeatedWeekly ? (
            <>
              <Button color="error" disabled={busy} onClick={() => onDelete('day')}>
                {translate(`${T}.deleteOne`)}
              </Button>
              <Button color="error" variant="contained" disabled={busy} onClick={() => onDelete('series')}>
                {translate(`${T}.deleteSeries`)}
              </Button>
            </>
          ) : (
            <Button color="error" variant="contained" disabled={busy} onClick={() => onDelete('series')}>
              {translate(`${T}.delete`)}
            </Button>
          )}
        </DialogActions>
      </Dialog>
    );
  }
  return (
    <Dialog open onClose={onClose} aria-labelledby="planner-dialog-title" fullWidth maxWidth="xs">
      <form onSubmit={submit} noValidate>
        <DialogTitle id="planner-dialog-title">
          {translate(editing ? `${T}.editTitle` : `${T}.createTitle`)}: {personName}
        </DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 2 }}>
            {translate(`${T}.day`)}: {longDay(day)}
          </DialogContentText>
          <Stack spacing={2}>
            <Stack direction="row" spacing={2}>
              <TextField
                label={translate(`${T}.start`)}
                value={start}
                onChange={(event) => setStart(event.target.value)}
                error={timeError(start)}
                helperText={timeError(start) ? translate(`${T}.invalidTime`) : ' '}
                slotProps={{ htmlInput: { inputMode: 'numeric', autoComplete: 'off' } }}
                autoFocus
                required
              />
              <TextField
                label={translate(`${T}.end`)}
                value={end}
                onChange={(event) => setEnd(event.target.value)}
                error={timeError(end)}
                helperText={timeError(end) ? translate(`${T}.invalidTime`) : translate(`${T}.timeHelp`)}
                slotProps={{ htmlInput: { inputMode: 'numeric', autoComplete: 'off' } }}
                required
              />
            </Stack>
            <TextField
              select
              label={translate('resources.planner.branch')}
              value={branch}
              onChange={(event) => {
                setBranch(Number(event.target.value));
                setDepartment('');
              }}
              required
            >
              {branches.map((choice) => (
                <MenuItem key={choice.id} value={choice.id}>
                  {choice.name}
                </MenuItem>
              ))}
            </TextField>
            <TextField
              select
              label={translate('resources.planner.department')}
              value={department}
              onChange={(event) => setDepartment(event.target.value === '' ? '' : Number(event.target.value))}
            >
              <MenuItem value="">{translate('resources.planner.all')}</MenuItem>
              {choicesOfBranch.map((choice) => (
                <MenuItem key={choice.id} value={choice.id}>
                  {choice.name}
                </MenuItem>
              ))}
            </TextField>
            {editing?.isRepeatedWeekly ? (
              <DialogContentText>{translate(`${T}.repeatedNote`)}</DialogContentText>
            ) : (
              <FormControlLabel
                control={<Checkbox checked={repeat} onChange={(event) => setRepeat(event.target.checked)} />}
                label={translate(`${T}.repeat`)}
              />
            )}
            <TextField
              label={translate(`${T}.note`)}
              value={note}
              onChange={(event) => setNote(event.target.value)}
              multiline
              minRows={2}
            />
          </Stack>
        </DialogContent>
        <DialogActions>
          {editing ? (
            <Button color="error" onClick={() => setConfirming(true)} sx={{ mr: 'auto' }}>
              {translate(`${T}.delete`)}
            </Button>
          ) : null}
          <Button onClick={onClose}>{translate(`${T}.cancel`)}</Button>
          <Button type="submit" variant="contained" disabled={busy}>
            {translate(`${T}.save`)}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
