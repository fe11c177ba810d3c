/**
 * Who is responsible: a member of the chosen project, a staff user or an external user. One select writes
 * the two fields `assignee` and `externalAssignee` (at most one is set).
 */
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useFormContext, useWatch } from 'react-hook-form';
import { useGetOne, useTranslate } from 'react-admin';
import type { Project } from '../../api/types';

export function AssigneeInput() {
  const translate = useTranslate();
  const { setValue } = useFormContext();
  const [project, assignee, external] = useWatch({ name: ['project', 'assignee', 'externalAssignee'] }) as [
    number | null,
    number | null,
    number | null,
  ];
  const { data } = useGetOne<Project>('projects', { id: project ?? 0 }, { enabled: !!project });
  const people = data?.people ?? [];
  const current = assignee ? `user:${assignee}` : external ? `external:${external}` : '';
  const known = people.some((person) => `${person.kind}:${person.id}` === current);

  const choose = (value: string) => {
    const [kind, id] = value.split(':');
    setValue('assignee', kind === 'user' ? Number(id) : null, { shouldDirty: true });
    setValue('externalAssignee', kind === 'external' ? Number(id) : null, { shouldDirty: true });
  };

  return (
    <TextField
      select
      label={translate('resources.tasks.fields.assignee')}
      value={known || !current ? current : ''}
      onChange={(event) => choose(event.target.value)}
      helperText={project ? ' ' : translate('resources.tasks.pickProjectFirst')}
      disabled={!project}
      size="small"
      sx={{ minWidth: 280, mb: 2 }}
    >
      <MenuItem value="">{translate('resources.tasks.nobody')}</MenuItem>
      {people.map((person) => (
        <MenuItem key={`${person.kind}:${person.id}`} value={`${person.kind}:${person.id}`}>
          {person.name}
        </MenuItem>
      ))}
    </TextField>
  );
}
