import { type FormEvent, useEffect, useRef, useState } from 'react';

import { Dialog } from '../../../components/Dialog';
import { presentationMessages as text } from '../messages';
import { startPresentation } from '../scroll';
import { loadSettings, normalizeSettings, type PresentationSettings, saveSettings } from '../settings';
import styles from './ToolsOverlay.module.css';

/**
 * The administrator's tools over the storefront (ROLE_ADMIN): the presentation button opens
 * 'Präsentation konfigurieren' (pause, duration, easing; saved in localStorage), 'Abspielen' starts the
 * auto-scroll, Escape or any click stops it.
 */
export function ToolsOverlay() {
  const [dialogOpen, setDialogOpen] = useState(false);
  const [running, setRunning] = useState(false);
  const stopRef = useRef<(() => void) | null>(null);
  useEffect(() => () => stopRef.current?.(), []);

  function play(settings: PresentationSettings) {
    saveSettings(settings);
    setDialogOpen(false);
    setRunning(true);
    stopRef.current = startPresentation(settings, () => {
      stopRef.current = null;
      setRunning(false);
    });
  }

  if (running) {
    return (
      <p role="status" className={styles.running}>
        {text.running}
      </p>
    );
  }
  return (
    <aside className={styles.overlay} aria-label={text.tools}>
      <button type="button" className={styles.button} onClick={() => setDialogOpen(true)}>
        {text.presentation}
      </button>
      {dialogOpen && <PresentationDialog onClose={() => setDialogOpen(false)} onPlay={play} />}
    </aside>
  );
}

function PresentationDialog({
  onClose,
  onPlay,
}: {
  onClose: () => void;
  onPlay: (settings: PresentationSettings) => void;
}) {
  const [initial] = useState(loadSettings);
  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    onPlay(normalizeSettings({ pause: form.get('pause'), duration: form.get('duration'), easing: form.get('easing') }));
  }
  return (
    <Dialog title={text.dialogTitle} onClose={onClose}>
      <form className={styles.form} onSubmit={submit}>
        <label className={styles.field}>
          {text.pause}
          <input name="pause" type="number" min={0} required defaultValue={initial.pause} />
        </label>
        <label className={styles.field}>
          {text.duration}
          <input name="duration" type="number" min={1} required defaultValue={initial.duration} />
        </label>
        <label className={styles.field}>
          {text.easing}
          <select name="easing" defaultValue={initial.easing}>
            <option value="swing">{text.swing}</option>
            <option value="linear">{text.linear}</option>
          </select>
        </label>
        <button type="submit" className={styles.play}>
          {text.play}
        </button>
      </form>
    </Dialog>
  );
}
