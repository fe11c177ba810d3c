import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import DownloadIcon from '@mui/icons-material/Download';
import { formatDateTime } from '@bestellwerk/common/format';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useSearchParams } from 'react-router-dom';
import { Loading, Title, useGetIdentity, useGetList, useNotify, usePermissions, useTranslate } from 'react-admin';

import { isAdmin } from '../../api/authProvider';
import { LoadError } from '../../components/LoadError';
import type { TimeSheet } from './api';
import { changeApproval, currentMonth, downloadUrl, getTimeSheet, hours } from './api';
import { TimeSheetTable } from './TimeSheetTable';

const T = 'resources.time-sheets';

function Totals({ sheet }: { sheet: TimeSheet }) {
  const translate = useTranslate();
  const rows: [string, number][] = [
    ['planned', sheet.plannedMinutes],
    // a running month: the balance counts the plan up to today only (the later shifts have not happened yet)
    ...(sheet.plannedMinutesUntilNow !== sheet.plannedMinutes
      ? ([['plannedUntilNow', sheet.plannedMinutesUntilNow]] as [string, number][])
      : []),
    ['worked', sheet.workedMinutes],
    ['pauses', sheet.pauseMinutes],
    ['balance', sheet.balanceMinutes],
    ['carried', sheet.carriedOverMinutes],
    ['closing', sheet.closingBalanceMinutes],
  ];
  return (
    <dl style={{ display: 'grid', gridTemplateColumns: 'max-content max-content', gap: '0.25rem 1.5rem', margin: 0 }}>
      {rows.map(([key, minutes]) => (
        <div key={key} style={{ display: 'contents' }}>
          <dt>{translate(`${T}.totals.${key}`)}</dt>
          <dd style={{ margin: 0, textAlign: 'right' }}>{`${hours(minutes)} h`}</dd>
        </div>
      ))}
      <dt>{translate(`${T}.totals.warnings`)}</dt>
      <dd style={{ margin: 0, textAlign: 'right' }}>{sheet.warningCount}</dd>
    </dl>
  );
}

/** 'Zeitnachweis': a person's month day by day, its sums, CSV and PDF, and (administrators) 'Monat freigeben'. */
export default function TimeSheetPage() {
  const translate = useTranslate();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const { permissions } = usePermissions();
  const [params, setParams] = useSearchParams();
  const month = /^\d{4}-\d{2}$/.test(params.get('month') ?? '') ? params.get('month')! : currentMonth();
  const { identity } = useGetIdentity();
  // administrators read everybody's time sheet, everyone else only their own
  const admin = isAdmin(permissions);
  const { data: people } = useGetList(
    'time-tracking-people',
    {
      pagination: { page: 1, perPage: 500 },
      sort: { field: 'username', order: 'ASC' },
      filter: admin ? {} : { user: identity?.id },
    },
    { enabled: permissions !== undefined && (admin || identity !== undefined) },
  );
  const person = Number(params.get('person')) || people?.[0]?.id;
  const key = ['time-sheet', person, month];
  const sheet = useQuery({ queryKey: key, queryFn: () => getTimeSheet(Number(person), month), enabled: !!person });
  const approval = useMutation({
    mutationFn: (step: 'approve' | 'reopen') => changeApproval(Number(person), month, step),
    onSuccess: (data, step) => {
      queryClient.setQueryData(key, data);
      notify(`${T}.done.${step}`, { type: 'success' });
    },
    onError: (error: Error) => notify(error.message, { type: 'error' }),
  });
  const choose = (name: string, value: string) => {
    const next = new URLSearchParams(params);
    next.set(name, value);
    if (name === 'person') next.set('month', month);
    setParams(next, { replace: true });
  };

  const approved = sheet.data?.approval;
  // the server's reason why 'Monat freigeben' cannot succeed now (a running or future month, a running activity)
  const blocked = sheet.data?.approveBlockedReason;
  return (
    <Card sx={{ mt: 2 }}>
      <Title title={translate(`${T}.title`)} />
      <CardContent>
        <Typography variant="h5" component="h1" gutterBottom>
          {translate(`${T}.title`)}
        </Typography>
        <Stack direction="row" spacing={2} useFlexGap sx={{ mb: 2, flexWrap: 'wrap' }}>
          <TextField
            select
            label={translate(`${T}.person`)}
            value={person ? String(person) : ''}
            onChange={(event) => choose('person', event.target.value)}
            sx={{ width: 320, maxWidth: '100%' }}
          >
            {(people ?? []).map((candidate) => (
              <MenuItem key={candidate.id} value={String(candidate.id)}>
                {candidate.fullName}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            type="month"
            label={translate(`${T}.month`)}
            value={month}
            onChange={(event) => event.target.value && choose('month', event.target.value)}
            slotProps={{ inputLabel: { shrink: true } }}
            sx={{ width: 220 }}
          />
        </Stack>
        {!person ? <Typography>{translate(`${T}.choosePerson`)}</Typography> : null}
        {sheet.isPending && person ? <Loading /> : null}
        {sheet.isError ? <LoadError message={(sheet.error as Error).message} /> : null}
        {sheet.data ? (
          <>
            <Stack direction={{ xs: 'column', md: 'row' }} spacing={4} sx={{ mb: 2 }}>
              <Totals sheet={sheet.data} />
              <Stack spacing={1} alignItems="flex-start">
                <Typography role="status">
                  {approved
                    ? translate(`${T}.approved`, {
                        date: formatDateTime(approved.approvedAt),
                        name: approved.approvedBy,
                      })
                    : translate(`${T}.notApproved`)}
                </Typography>
                <Stack direction="row" spacing={1}>
                  <Button
                    variant="outlined"
                    startIcon={<DownloadIcon />}
                    href={downloadUrl(Number(person), month, 'csv')}
                    download
                  >
                    {translate(`${T}.actions.csv`)}
                  </Button>
                  <Button
                    variant="outlined"
                    startIcon={<DownloadIcon />}
                    href={downloadUrl(Number(person), month, 'pdf')}
                    download
                  >
                    {translate(`${T}.actions.pdf`)}
                  </Button>
                  {isAdmin(permissions) ? (
                    <Button
                      variant="contained"
                      disabled={approval.isPending || (!approved && !!blocked)}
                      aria-describedby={!approved && blocked ? 'approve-blocked-reason' : undefined}
                      onClick={() => approval.mutate(approved ? 'reopen' : 'approve')}
                    >
                      {translate(`${T}.actions.${approved ? 'reopen' : 'approve'}`)}
                    </Button>
                  ) : null}
                </Stack>
                {isAdmin(permissions) && !approved && blocked ? (
                  <Typography id="approve-blocked-reason" variant="body2" color="text.secondary">
                    {blocked}
                  </Typography>
                ) : null}
              </Stack>
            </Stack>
            <TimeSheetTable sheet={sheet.data} />
          </>
        ) : null}
      </CardContent>
    </Card>
  );
}
