/**
 * 'Bild mit KI erzeugen' in the image library (administrators, only while the AI functions are set up): a
 * description, the alt text and a size the library accepts; the job's progress with 'Abbrechen'; then the new image.
 */
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import AutoAwesomeIcon from '@mui/icons-material/AutoAwesome';
import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useCreatePath, usePermissions, useRefresh, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { isAdmin } from '../api/authProvider';
import { startAiImage, useAiStatus, type AiImageSize } from '../api/contentAi';
import { useJob, type Job } from '../api/jobs';
import { JobProgress } from '../components/JobProgress';

const T = 'bestellwerk.contentAi';
const SIZES: AiImageSize[] = ['1024x1024', '1536x1024', '1024x1536'];

function ImageJob({ first, onAgain }: { first: Job; onAgain: () => void }) {
  const translate = useTranslate();
  const createPath = useCreatePath();
  const { data: job = first } = useJob(first.id, first);
  const [canceled, setCanceled] = useState<Job | null>(null);
  const shown = canceled ?? job;
  if (shown.status === 'queued' || shown.status === 'running') {
    return <JobProgress job={shown} text={translate(`${T}.image.running`)} onCanceled={setCanceled} />;
  }
  if (shown.status === 'done') {
    const image = (shown.result as { image?: number } | undefined)?.image;
    return (
      <Box sx={{ display: 'grid', gap: 1.5 }}>
        <Alert severity="success">{translate(`${T}.image.done`)}</Alert>
        {image !== undefined && (
          <Box>
            <Button
              component={Link}
              to={createPath({ resource: 'images', id: image, type: 'edit' })}
              variant="outlined"
            >
              {translate(`${T}.image.open`)}
            </Button>
          </Box>
        )}
      </Box>
    );
  }
  return (
    <Box sx={{ display: 'grid', gap: 1.5 }}>
      <Alert severity={shown.status === 'canceled' ? 'info' : 'error'}>
        {shown.status === 'canceled' ? translate('bestellwerk.jobs.canceled') : shown.error}
      </Alert>
      <Box>
        <Button onClick={onAgain}>{translate(`${T}.again`)}</Button>
      </Box>
    </Box>
  );
}

export function AiImageButton() {
  const translate = useTranslate();
  const refresh = useRefresh();
  const queryClient = useQueryClient();
  const { permissions } = usePermissions();
  const { data: status } = useAiStatus();
  const [open, setOpen] = useState(false);
  const [prompt, setPrompt] = useState('');
  const [alt, setAlt] = useState('');
  const [size, setSize] = useState<AiImageSize>('1024x1024');
  const [job, setJob] = useState<Job | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [starting, setStarting] = useState(false);
  if (!status?.enabled || !isAdmin(permissions)) return null;

  const start = async () => {
    setStarting(true);
    setError(null);
    try {
      setJob(await startAiImage({ prompt: prompt.trim(), alt: alt.trim(), size }));
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : translate(`${T}.startFailed`));
    } finally {
      setStarting(false);
    }
  };
  const close = () => {
    setOpen(false);
    setJob(null);
    void queryClient.invalidateQueries({ queryKey: ['images'] });
    refresh();
  };
  const ready = prompt.trim() && alt.trim() && prompt.length <= 1000 && alt.length <= 255;
  return (
    <>
      <Button startIcon={<AutoAwesomeIcon />} onClick={() => setOpen(true)} size="small">
        {translate(`${T}.image.button`)}
      </Button>
      <Dialog open={open} onClose={close} fullWidth maxWidth="sm" aria-labelledby="ai-image-title">
        <DialogTitle id="ai-image-title">{translate(`${T}.image.title`)}</DialogTitle>
        <DialogContent>
          {job ? (
            <ImageJob key={job.id} first={job} onAgain={() => setJob(null)} />
          ) : (
            <Box sx={{ display: 'grid', gap: 1.5, pt: 1 }}>
              <TextField
                label={translate(`${T}.image.prompt`)}
                helperText={translate(`${T}.image.promptHelp`)}
                value={prompt}
                onChange={(event) => setPrompt(event.target.value)}
                error={prompt.length > 1000}
                multiline
                minRows={3}
                autoFocus
              />
              <TextField
                label={translate(`${T}.image.alt`)}
                helperText={translate(`${T}.image.altHelp`)}
                value={alt}
                onChange={(event) => setAlt(event.target.value)}
                error={alt.length > 255}
              />
              <TextField
                select
                label={translate(`${T}.image.size`)}
                value={size}
                onChange={(event) => setSize(event.target.value as AiImageSize)}
              >
                {SIZES.filter((choice) => status.imageSizes.includes(choice)).map((choice) => (
                  <MenuItem key={choice} value={choice}>
                    {translate(`${T}.image.sizes.${choice}`)}
                  </MenuItem>
                ))}
              </TextField>
              {error && <Alert severity="error">{error}</Alert>}
            </Box>
          )}
        </DialogContent>
        <DialogActions>
          {!job && (
            <Button variant="contained" onClick={start} disabled={starting || !ready}>
              {translate(`${T}.image.start`)}
            </Button>
          )}
          <Button onClick={close}>{translate(`${T}.close`)}</Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
