/** A task's detail: the form, its comments; opening it marks it read for the caller (log-view). */
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Edit, useGetRecordId } from 'react-admin';
import { EditLoadError } from '../../components/LoadError';
import { logView } from './api';
import { TaskComments } from './TaskComments';
import { TaskForm } from './TaskForm';

export default function TaskEdit() {
  const id = Number(useGetRecordId());
  const queryClient = useQueryClient();
  useEffect(() => {
    // the lists' unread markers follow; a failure here stays silent (the task is still shown)
    logView(id)
      .then(() => queryClient.invalidateQueries({ queryKey: ['tasks', 'getList'] }))
      .catch(() => undefined);
  }, [id, queryClient]);
  return (
    <Edit mutationMode="pessimistic" error={<EditLoadError />}>
      <TaskForm />
      <TaskComments />
    </Edit>
  );
}
