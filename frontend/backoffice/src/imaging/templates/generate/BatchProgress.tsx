import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslate } from 'react-admin';
import { cancelJob, isFinished, useJob } from '../../../api/jobs';
import { LoadError } from '../../../components/LoadError';
import type { Job } from '../../types';
import { jobImages } from '../api';
import { ImageThumbnails } from './GeneratedImages';

const T = 'resources.image-templates.generate';
const running = (job: Job | undefined) => !isFinished(job);

/**
 * A batch's job, asked for every second while it waits or runs: 'x von y Bildern', 'Abbrechen', the German
 * error of a failed job, and the images it made.
 */
export function BatchProgress({ job: started }: { job: Job }) {
  const translate = useTranslate();
  const queryClient = useQueryClient();
  const [cancelError, setCancelError] = useState<string | null>(null);
  const [canceling, setCanceling] = useState(false);
  // read every second until it is finished (api/jobs.ts, shared with the AI functions)
  const { data: job = started, error, refetch } = useJob(started.id, started);
  const cancel = async () => {
    setCanceling(true);
    setCancelError(null);
    try {
      queryClient.setQueryData(['jobs', started.id], await cancelJob(job.id));
    } catch (failure) {
      setCancelError((failure as Error).message);
    } finally {
      setCanceling(false);
    }
  };
  const images = jobImages(job);
  const percent = job.total > 0 ? Math.round((job.done / job.total) * 100) : 0;
  const progress = translate(`${T}.progress`, { done: job.done, total: job.total });

  return (
    <Box sx={{ display: 'grid', gap: 1.5 }}>
      <Box role="status">
        <Typography>{progress}</Typography>
        {job.status === 'done' ? (
          <Typography>{translate(`${T}.finished`, { smart_count: images.length })}</Typography>
        ) : null}
        {job.status === 'canceled' ? (
          <Typography>{translate(`${T}.canceled`, { smart_count: images.length })}</Typography>
        ) : null}
      </Box>
      <LinearProgress
        variant={job.total > 0 ? 'determinate' : 'indeterminate'}
        value={percent}
        aria-label={translate(`${T}.progressLabel`)}
        aria-valuetext={progress}
      />
      {job.status === 'failed' ? (
        <Alert severity="error">
          {translate(`${T}.failed`, { error: job.error || translate(`${T}.batchFailed`) })}
        </Alert>
      ) : null}
      {error ? <LoadError message={error.message} onRetry={() => void refetch()} sx={{ m: 0 }} /> : null}
      {cancelError ? <Alert severity="error">{cancelError}</Alert> : null}
      {running(job) ? (
        <Box>
          <Button
            variant="outlined"
            color="inherit"
            onClick={() => void cancel()}
            disabled={canceling || job.cancelRequested}
          >
            {translate(`${T}.cancel`)}
          </Button>
        </Box>
      ) : null}
      {images.length > 0 ? <ImageThumbnails ids={images} /> : null}
    </Box>
  );
}
