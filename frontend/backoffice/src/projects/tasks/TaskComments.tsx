/** The comments of a task (oldest first) and a field to add one. */
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNotify, useRecordContext, useTranslate } from 'react-admin';
import type { Task } from '../../api/types';
import { addComment, getComments } from './api';

const when = new Intl.DateTimeFormat('de-AT', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Europe/Vienna' });

export function TaskComments() {
  const record = useRecordContext<Task>();
  const translate = useTranslate();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const [body, setBody] = useState('');
  const id = record?.id ?? 0;
  const { data: comments = [], error } = useQuery({
    queryKey: ['tasks', 'comments', id],
    queryFn: () => getComments(id),
    enabled: !!record,
  });
  const add = useMutation({
    mutationFn: () => addComment(id, body),
    onSuccess: () => {
      setBody('');
      notify('resources.tasks.comments.added', { type: 'success' });
      void queryClient.invalidateQueries({ queryKey: ['tasks', 'comments', id] });
    },
    onError: (failure: Error) => notify(failure.message, { type: 'error' }),
  });
  if (!record) return null;
  return (
    <Box component="section" aria-labelledby="task-comments" sx={{ p: 2, maxWidth: 840 }}>
      <Divider sx={{ mb: 2 }} />
      <Typography id="task-comments" variant="h6" component="h2" gutterBottom>
        {translate('resources.tasks.comments.title')}
      </Typography>
      {error ? <Typography color="error">{(error as Error).message}</Typography> : null}
      {comments.length === 0 && !error ? (
        <Typography color="text.secondary">{translate('resources.tasks.comments.none')}</Typography>
      ) : (
        <Box component="ol" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1.5 }}>
          {comments.map((comment) => (
            <li key={comment.id}>
              <Typography variant="body2" color="text.secondary">
                {translate('resources.tasks.comments.by', {
                  author: comment.authorName ?? '–',
                  time: when.format(new Date(comment.createdAt)),
                })}
              </Typography>
              <Typography sx={{ whiteSpace: 'pre-wrap' }}>{comment.body}</Typography>
            </li>
          ))}
        </Box>
      )}
      <Box
        component="form"
        onSubmit={(event) => {
          event.preventDefault();
          add.mutate();
        }}
        sx={{ mt: 2, display: 'grid', gap: 1 }}
      >
        <TextField
          label={translate('resources.tasks.comments.new')}
          value={body}
          onChange={(event) => setBody(event.target.value)}
          multiline
          minRows={2}
        />
        <Box>
          <Button type="submit" variant="outlined" disabled={add.isPending}>
            {translate('resources.tasks.comments.add')}
          </Button>
        </Box>
      </Box>
    </Box>
  );
}
