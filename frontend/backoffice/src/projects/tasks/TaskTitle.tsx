/** A task's title, bold with an 'Ungelesen' chip while it is unread for the caller. */
import Chip from '@mui/material/Chip';
import Box from '@mui/material/Box';
import { useRecordContext, useTranslate } from 'react-admin';
import type { Task } from '../../api/types';

export function UnreadChip() {
  const translate = useTranslate();
  return <Chip label={translate('resources.tasks.unreadChip')} size="small" color="primary" sx={{ ml: 1 }} />;
}

export function TaskTitle({ task }: { task?: Task }) {
  const fromContext = useRecordContext<Task>();
  const record = task ?? fromContext;
  if (!record) return null;
  return (
    <Box component="span" sx={{ fontWeight: record.isUnread ? 700 : 400 }} data-unread={record.isUnread}>
      {record.title}
      {record.isUnread ? <UnreadChip /> : null}
    </Box>
  );
}
