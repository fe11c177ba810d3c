/** 'Als ungelesen markieren': forgets the caller's view of the task (POST /api/tasks/{id}/forget-view). */
import MarkEmailUnreadIcon from '@mui/icons-material/MarkEmailUnread';
import Button from '@mui/material/Button';
import { useNotify, useRecordContext, useRefresh, useTranslate } from 'react-admin';
import type { Task } from '../../api/types';
import { forgetView } from './api';

export function MarkUnreadButton() {
  const record = useRecordContext<Task>();
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  if (!record || record.isUnread) return null;
  return (
    <Button
      size="small"
      startIcon={<MarkEmailUnreadIcon />}
      aria-label={`${translate('resources.tasks.actions.markUnread')}: ${record.title}`}
      onClick={(event) => {
        event.stopPropagation();
        forgetView(record.id)
          .then(() => {
            notify('resources.tasks.actions.markedUnread', { type: 'info' });
            refresh();
          })
          .catch((failure: Error) => notify(failure.message, { type: 'error' }));
      }}
    >
      {translate('resources.tasks.actions.markUnread')}
    </Button>
  );
}
