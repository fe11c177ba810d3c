import { useState } from 'react';
import type { FormEvent } from 'react';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { components } from '@bestellwerk/common/api/schema.gen';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Loading, Title, useNotify, useTranslate } from 'react-admin';

import { request } from '../../api/http';
import { LoadError } from '../../components/LoadError';
import { timetrackingMessages } from '../../i18n/timetracking';

type Rules = components['schemas']['LegalRules'];
const FIELDS = [
  'breakAfterMinutes',
  'minBreakMinutes',
  'maxDailyMinutes',
  'maxDailyMinutesExtended',
  'minRestMinutes',
] as const;
const T = 'resources.time-tracking-rules';
const KEY = ['time-tracking-rules'];
const { loadFailed, saveFailed } = timetrackingMessages['time-tracking-rules'].messages;

function RulesForm({ initial }: { initial: Rules }) {
  const translate = useTranslate();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const [values, setValues] = useState<Record<string, string>>(() =>
    Object.fromEntries(FIELDS.map((field) => [field, String(initial[field])])),
  );
  const [errors, setErrors] = useState<Record<string, string>>({});

  const save = async (event: FormEvent) => {
    event.preventDefault();
    setErrors({});
    const body = Object.fromEntries(FIELDS.map((field) => [field, Number(values[field])]));
    try {
      const failure = { fallback: saveFailed, serverMessage: true, fieldErrors: true };
      const saved = await request<Rules>('/time-tracking-rules', failure, { method: 'PUT', body });
      queryClient.setQueryData(KEY, saved.data);
      notify(`${T}.saved`, { type: 'success' });
    } catch (failure) {
      const fieldErrors = (failure as { body?: { errors?: Record<string, string> } }).body?.errors ?? {};
      setErrors(fieldErrors);
      notify((failure as Error).message, { type: 'error' });
    }
  };

  return (
    <form onSubmit={save} noValidate>
      <Stack spacing={2}>
        {FIELDS.map((field) => (
          <TextField
            key={field}
            type="number"
            label={translate(`${T}.fields.${field}`)}
            value={values[field] ?? ''}
            onChange={(event) => setValues((current) => ({ ...current, [field]: event.target.value }))}
            error={!!errors[field]}
            helperText={errors[field] ?? ' '}
            slotProps={{ htmlInput: { min: 0, max: 1440 } }}
          />
        ))}
        <Button type="submit" variant="contained" sx={{ alignSelf: 'flex-start' }}>
          {translate('ra.action.save')}
        </Button>
      </Stack>
    </form>
  );
}

/** 'Arbeitszeitregeln': the Arbeitszeitgesetz checks of the business in minutes (administrators). */
export default function RulesPage() {
  const translate = useTranslate();
  const rules = useQuery({
    queryKey: KEY,
    queryFn: async () => (await request<Rules>('/time-tracking-rules', { fallback: loadFailed })).data,
  });
  return (
    <Card sx={{ mt: 2, maxWidth: 720 }}>
      <Title title={translate(`${T}.name`)} />
      <CardContent>
        <Typography variant="h5" component="h1" gutterBottom>
          {translate(`${T}.name`)}
        </Typography>
        <Typography sx={{ mb: 2 }}>{translate(`${T}.intro`)}</Typography>
        {rules.isPending ? <Loading /> : null}
        {rules.isError ? <LoadError message={(rules.error as Error).message} /> : null}
        {rules.data ? <RulesForm key={rules.data.updatedAt} initial={rules.data} /> : null}
      </CardContent>
    </Card>
  );
}
