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

interface Running {
  id: number;
  scene: string;
}

/**
 * The open show-scene: the TV's override (the server's, also after a reload of the page) or the one just sent, the
 * newer of both; none once aborted here (until the record is read again).
 */
export function runningCommand(tv: SignageDevice, sent: Running | null, ended: readonly number[]): Running | null {
  const override = tv.override ? { id: tv.override.command, scene: tv.override.sceneName ?? '' } : null;
  const newest = [override, sent]
    .filter((candidate): candidate is Running => candidate !== null && !ended.includes(candidate.id))
    .sort((a, b) => b.id - a.id);
  return newest[0] ?? null;
}

export function TvCommands({ tv }: { tv: SignageDevice }) {
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const [busy, setBusy] = useState<Busy | null>(null);
  const [picking, setPicking] = useState(false);
  // the show-scene sent from here, until the record's override (read again every 5 s) names it
  const [sent, setSent] = useState<Running | null>(null);
  const [ended, setEnded] = useState<readonly number[]>([]);
  const running = runningCommand(tv, sent, ended);

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
      setSent({ id: command.id, scene: scene.name });
      notify(`${T}.showingNow`, { type: 'success', messageArgs: { scene: scene.name } });
    });
  };
  const abort = () =>
    attempt('abort', async () => {
      if (!running) return;
      await abortCommand(tv.id, running.id);
      setEnded((before) => [...before, running.id]);
      setSent(null);
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
          role="status"
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
