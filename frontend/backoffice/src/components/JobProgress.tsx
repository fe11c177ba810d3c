/** A background job while it runs: what it does, its steps as a bar, and 'Abbrechen'. */
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { cancelJob, type Job } from '../api/jobs';

interface JobProgressProps {
  job: Job;
  /** what is being done, e.g. 'Der Entwurf wird erstellt …' */
  text: string;
  onCanceled: (job: Job) => void;
}

export function JobProgress({ job, text, onCanceled }: JobProgressProps) {
  const translate = useTranslate();
  const [error, setError] = useState<string | null>(null);
  const [canceling, setCanceling] = useState(false);
  const value = job.total > 0 ? Math.min(100, (job.done / job.total) * 100) : undefined;
  const cancel = async () => {
    setCanceling(true);
    try {
      onCanceled(await cancelJob(job.id));
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : translate('bestellwerk.jobs.cancelFailed'));
      setCanceling(false);
    }
  };
  return (
    <Box sx={{ display: 'grid', gap: 1.5 }}>
      <Typography role="status">{job.status === 'queued' ? translate('bestellwerk.jobs.waiting') : text}</Typography>
      <LinearProgress variant={value === undefined ? 'indeterminate' : 'determinate'} value={value} aria-label={text} />
      {job.total > 0 && (
        <Typography variant="body2" color="text.secondary">
          {translate('bestellwerk.jobs.progress', { done: job.done, total: job.total })}
        </Typography>
      )}
      {error && <Alert severity="error">{error}</Alert>}
      <Box>
        <Button variant="outlined" onClick={cancel} disabled={canceling || job.cancelRequested}>
          {translate('bestellwerk.jobs.cancel')}
        </Button>
      </Box>
    </Box>
  );
}
