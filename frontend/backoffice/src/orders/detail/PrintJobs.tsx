/**
 * The order's print jobs (GET /api/orders/{id}/print-jobs): printer, receipt or kitchen ticket, state ('gedruckt',
 * 'fehlgeschlagen' with the error, 'in Warteschlange'). Read again every 5 s while a job is still on its way.
 * Nothing is shown for an order that never went to a printer.
 */
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Box from '@mui/material/Box';
import { useQuery } from '@tanstack/react-query';
import { formatDateTime } from '@bestellwerk/common/format';
import type { Identifier } from 'react-admin';
import { useTranslate } from 'react-admin';
import type { PrintJob } from '../../api/types';
import { LoadError } from '../../components/LoadError';
import { Section } from '../../components/Section';
import { orderPrintJobs } from '../api';

const T = 'resources.print-jobs';

export const printJobsKey = (orderId: Identifier) => ['orders', String(orderId), 'print-jobs'];

const onItsWay = (jobs: PrintJob[] | undefined) =>
  (jobs ?? []).some((job) => job.status === 'queued' || job.status === 'sent');

export function PrintJobs({ orderId }: { orderId: Identifier }) {
  const translate = useTranslate();
  const jobs = useQuery({
    queryKey: printJobsKey(orderId),
    queryFn: ({ signal }) => orderPrintJobs(orderId, signal),
    retry: false,
    refetchInterval: (query) => (onItsWay(query.state.data) ? 5_000 : false),
  });
  if (jobs.isError) {
    return (
      <Section title={translate(`${T}.title`)}>
        <LoadError message={jobs.error.message} onRetry={() => jobs.refetch()} sx={{}} />
      </Section>
    );
  }
  if (!jobs.data?.length) return null;
  const state = (job: PrintJob) =>
    job.status === 'failed' && job.lastError
      ? translate(`${T}.failedWith`, { error: job.lastError })
      : translate(`${T}.statuses.${job.status}`);
  return (
    <Section title={translate(`${T}.title`)}>
      <Box sx={{ overflowX: 'auto' }}>
        <Table size="small">
          <TableHead>
            <TableRow>
              <TableCell>{translate(`${T}.fields.device`)}</TableCell>
              <TableCell>{translate(`${T}.fields.kind`)}</TableCell>
              <TableCell>{translate(`${T}.fields.reason`)}</TableCell>
              <TableCell>{translate(`${T}.fields.status`)}</TableCell>
              <TableCell>{translate(`${T}.fields.createdAt`)}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {jobs.data.map((job) => (
              <TableRow key={job.id}>
                <TableCell>{job.deviceName}</TableCell>
                <TableCell>
                  {translate(`${T}.kinds.${job.kind}`)}
                  {job.departmentName ? ` · ${job.departmentName}` : ''}
                </TableCell>
                <TableCell>{translate(`${T}.reasons.${job.reason}`)}</TableCell>
                <TableCell sx={{ color: job.status === 'failed' ? 'error.dark' : undefined }}>
                  {state(job)}
                  {job.status === 'printed' && job.printedAt ? ` (${formatDateTime(job.printedAt)})` : ''}
                </TableCell>
                <TableCell>{formatDateTime(job.createdAt)}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </Box>
    </Section>
  );
}
