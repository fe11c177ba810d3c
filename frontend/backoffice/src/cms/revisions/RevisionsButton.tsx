/**
 * 'Verlauf' for every website-builder edit screen: the saved revisions (who, when), what an older one
 * changes against the current state, and 'Wiederherstellen' after a confirmation (a new revision).
 */
import { useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Drawer from '@mui/material/Drawer';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import HistoryIcon from '@mui/icons-material/History';
import {
  Confirm,
  useNotify,
  usePermissions,
  useRecordContext,
  useRefresh,
  useResourceContext,
  useTranslate,
} from 'react-admin';
import { isAdmin } from '../../api/authProvider';
import { LoadError } from '../../components/LoadError';
import { RevisionDiff } from './RevisionDiff';
import { revisionTime } from './revisionDiff';
import { fetchRevisions, restoreRevision, type Revision } from './api';

const T = 'resources.cmsRevisions';

export function RevisionsButton() {
  const translate = useTranslate();
  const record = useRecordContext();
  const resource = useResourceContext() ?? '';
  const [open, setOpen] = useState(false);
  if (!record) return null;
  return (
    <>
      <Button size="small" startIcon={<HistoryIcon />} onClick={() => setOpen(true)} aria-haspopup="dialog">
        {translate(`${T}.open`)}
      </Button>
      <Drawer
        anchor="right"
        open={open}
        onClose={() => setOpen(false)}
        slotProps={{
          paper: {
            sx: { width: { xs: '100%', sm: 560 }, p: 2 },
            role: 'dialog',
            'aria-labelledby': 'cms-revisions-title',
          },
        }}
      >
        {open ? <RevisionsPanel resource={resource} record={record} onDone={() => setOpen(false)} /> : null}
      </Drawer>
    </>
  );
}

interface PanelProps {
  resource: string;
  record: { id: string | number } & Record<string, unknown>;
  onDone: () => void;
}

function RevisionsPanel({ resource, record, onDone }: PanelProps) {
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const queryClient = useQueryClient();
  const { permissions } = usePermissions();
  const [selected, setSelected] = useState<Revision | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const queryKey = ['cms-revisions', resource, record.id];
  const query = useQuery({
    queryKey,
    queryFn: () => fetchRevisions(resource, record.id, translate(`${T}.loadFailed`)),
    retry: false,
  });

  const restore = async () => {
    if (!selected) return;
    setBusy(true);
    try {
      await restoreRevision(resource, record.id, selected.id, translate(`${T}.restoreFailed`));
      notify(`${T}.restored`, { type: 'success', messageArgs: { time: revisionTime(selected.createdAt) } });
      await queryClient.invalidateQueries({ queryKey });
      refresh();
      onDone();
    } catch (error) {
      notify(error instanceof Error ? error.message : translate(`${T}.restoreFailed`), { type: 'error' });
    } finally {
      setBusy(false);
      setConfirming(false);
    }
  };

  const who = (revision: Revision) => revision.userLabel || translate(`${T}.unknownUser`);
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <Typography id="cms-revisions-title" variant="h6" component="h2">
        {translate(`${T}.title`)}
      </Typography>
      {query.isError ? <LoadError message={translate(`${T}.loadFailed`)} onRetry={() => query.refetch()} /> : null}
      {query.data?.length === 0 ? <Typography>{translate(`${T}.none`)}</Typography> : null}
      <List dense aria-label={translate(`${T}.listLabel`)} sx={{ maxHeight: '40vh', overflow: 'auto' }}>
        {(query.data ?? []).map((revision, index) => (
          <ListItem key={revision.id} disablePadding>
            <ListItemButton
              selected={selected?.id === revision.id}
              aria-current={selected?.id === revision.id ? 'true' : undefined}
              onClick={() => setSelected(revision)}
            >
              <ListItemText
                primary={revisionTime(revision.createdAt)}
                secondary={index === 0 ? `${who(revision)} · ${translate(`${T}.latest`)}` : who(revision)}
              />
            </ListItemButton>
          </ListItem>
        ))}
      </List>
      {selected ? (
        <Box sx={{ display: 'grid', gap: 1 }}>
          <Typography variant="subtitle1" component="h3">
            {translate(`${T}.selected`, { time: revisionTime(selected.createdAt), user: who(selected) })}
          </Typography>
          <RevisionDiff current={record} revision={selected.data} />
          {isAdmin(permissions) ? (
            <Box>
              <Button variant="contained" onClick={() => setConfirming(true)} startIcon={<HistoryIcon />}>
                {translate(`${T}.restore`)}
              </Button>
            </Box>
          ) : null}
        </Box>
      ) : (
        <Typography variant="body2">{translate(`${T}.hint`)}</Typography>
      )}
      <Confirm
        isOpen={confirming}
        loading={busy}
        title={`${T}.confirmTitle`}
        content={translate(`${T}.confirmContent`, { time: selected ? revisionTime(selected.createdAt) : '' })}
        confirm={`${T}.restore`}
        cancel={`${T}.cancel`}
        onConfirm={restore}
        onClose={() => setConfirming(false)}
      />
    </Box>
  );
}
