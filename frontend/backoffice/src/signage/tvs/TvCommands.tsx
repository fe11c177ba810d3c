/**
 * The commands of a TV: 'Neu laden', 'Szene jetzt zeigen' (a scene picker; the TV shows it until 'Abbrechen') and
 * 'Bildschirmfoto'. A failed command says 'Befehl konnte nicht ausgeführt werden.', a failed abort 'Befehl konnte
 * nicht abgebrochen werden.' (or the server's first message); after a failed abort 'Abbrechen' stays.
 */
import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import CancelIcon from '@mui/icons-material/Cancel';
import PhotoCameraIcon from '@mui/icons-material/PhotoCamera';
import RefreshIcon from '@mui/icons-material/Refresh';
import SlideshowIcon from '@mui/icons-material/Slideshow';
import { useNotify, useRefresh, useTranslate } from 'react-admin';
import type { Scene, SignageDevice } from '../../api/types';
import { abortCommand, sendCommand } from './api';
import { ScenePickerDialog } from './ScenePickerDialog';

const T = 'resources.digital-signage-devices.commands';

type Busy = 'reload' | 'show-scene' | 'screenshot' | 'abort';

export function TvCommands({ tv }: { tv: SignageDevice }) {
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const [busy, setBusy] = useState<Busy | null>(null);
  const [picking, setPicking] = useState(false);
  const [running, setRunning] = useState<{ id: number; scene: string } | null>(null);

  const attempt = async (what: Busy, action: () => Promise<void>) => {
    setBusy(what);
    try {
      await action();
    } catch (error) {
      const fallback = translate(what === 'abort' ? `${T}.abortFailed` : `${T}.commandFailed`);
      notify((error as Error).message || fallback, { type: 'error' });
    } finally {
      setBusy(null);
    }
  };

  const reload = () =>
    attempt('reload', async () => {
      await sendCommand(tv.id, 'reload');
      notify(`${T}.sent`, { type: 'success' });
    });
  const show = (scene: Scene) => {
    setPicking(false);
    return attempt('show-scene', async () => {
      const command = await sendCommand(tv.id, 'show-scene', scene.id);
      setRunning({ id: command.id, scene: scene.name });
      notify(`${T}.showingNow`, { type: 'success', messageArgs: { scene: scene.name } });
    });
  };
  const abort = () =>
    attempt('abort', async () => {
      if (!running) return;
      await abortCommand(tv.id, running.id);
      setRunning(null);
      notify(`${T}.aborted`, { type: 'success' });
      refresh();
    });
  const takeScreenshot = () =>
    attempt('screenshot', async () => {
      await sendCommand(tv.id, 'screenshot');
      notify(`${T}.screenshotRequested`, { type: 'success' });
    });

  const icon = (what: Busy, normal: React.ReactNode) =>
    busy === what ? <CircularProgress size={16} aria-hidden /> : normal;

  return (
    <Box component="section" aria-labelledby="tv-commands-title" sx={{ display: 'grid', gap: 1 }}>
      <Typography variant="subtitle1" component="h2" id="tv-commands-title">
        {translate(`${T}.title`)}
      </Typography>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
        <Button
          variant="outlined"
          startIcon={icon('reload', <RefreshIcon />)}
          onClick={reload}
          disabled={busy !== null}
        >
          {translate(`${T}.reload`)}
        </Button>
        <Button
          variant="outlined"
          startIcon={icon('show-scene', <SlideshowIcon />)}
          onClick={() => setPicking(true)}
          disabled={busy !== null}
        >
          {translate(`${T}.showScene`)}
        </Button>
        <Button
          variant="outlined"
          startIcon={icon('screenshot', <PhotoCameraIcon />)}
          onClick={takeScreenshot}
          disabled={busy !== null}
        >
          {translate(`${T}.screenshot`)}
        </Button>
      </Box>
      {running ? (
        <Alert
          severity="info"
          action={
            <Button
              color="inherit"
              size="small"
              startIcon={icon('abort', <CancelIcon />)}
              onClick={abort}
              disabled={busy !== null}
            >
              {translate(`${T}.abort`)}
            </Button>
          }
        >
          {translate(`${T}.showingNow`, { scene: running.scene })}
        </Alert>
      ) : null}
      {picking ? <ScenePickerDialog onClose={() => setPicking(false)} onPick={show} /> : null}
    </Box>
  );
}
