import { useState } from 'react';
import Button from '@mui/material/Button';
import KeyIcon from '@mui/icons-material/Key';
import { Confirm, useNotify, useRecordContext, useTranslate } from 'react-admin';
import type { TimeTrackingTerminal } from '../../api/types';
import { regenerateKey } from './api';
import { TerminalAddressDialog } from './TerminalAddressDialog';

const T = 'resources.time-tracking-terminals.regenerate';

/** 'Neuen Schlüssel erzeugen': after a confirmation, the terminal's new address (the old one stops working). */
export function RegenerateKeyButton() {
  const translate = useTranslate();
  const notify = useNotify();
  const terminal = useRecordContext<TimeTrackingTerminal>();
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const [renewed, setRenewed] = useState<TimeTrackingTerminal | null>(null);
  if (!terminal) return null;
  const renew = async () => {
    setBusy(true);
    try {
      setRenewed(await regenerateKey(terminal.id));
      setConfirming(false);
    } catch (error) {
      notify((error as Error).message || `${T}.failed`, { type: 'error' });
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
      <Button startIcon={<KeyIcon />} onClick={() => setConfirming(true)}>
        {translate(`${T}.button`)}
      </Button>
      <Confirm
        isOpen={confirming}
        loading={busy}
        title={translate(`${T}.confirmTitle`, { name: terminal.name })}
        content={translate(`${T}.confirmText`)}
        onConfirm={renew}
        onClose={() => setConfirming(false)}
      />
      {renewed ? <TerminalAddressDialog terminal={renewed} onClose={() => setRenewed(null)} /> : null}
    </>
  );
}
