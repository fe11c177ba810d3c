import { useState } from 'react';

import { sendSignature, type Signature } from '../api/signatures';
import { renderSignature } from '../render';
import { signatureMessages as t } from '../messages';
import styles from './Signatures.module.css';
import buttonStyles from '../../../components/Button.module.css';

type CopyState = 'idle' | 'rendering' | 'copying' | 'copied' | 'failed';
type SendState = 'idle' | 'rendering' | 'sending' | 'sent' | 'failed';

const COPY_LABELS: Record<CopyState, string> = {
  idle: t.copy,
  rendering: t.rendering,
  copying: t.copying,
  copied: t.copied,
  failed: t.failed,
};
const SEND_LABELS: Record<SendState, string> = {
  idle: t.send,
  rendering: t.rendering,
  sending: t.sending,
  sent: t.sent,
  failed: t.failed,
};

/** Copies the HTML (rich and as text); the clipboard is asked within the click, the HTML follows. */
async function copyHtml(html: Promise<string>, onRendered: () => void): Promise<void> {
  const rendered = html.then((value) => {
    onRendered();
    return value;
  });
  if (typeof ClipboardItem !== 'undefined' && navigator.clipboard?.write) {
    const blob = (type: string) => rendered.then((value) => new Blob([value], { type }));
    await navigator.clipboard.write([
      new ClipboardItem({ 'text/html': blob('text/html'), 'text/plain': blob('text/plain') }),
    ]);
    return;
  }
  await navigator.clipboard.writeText(await rendered);
}

/** One signature: its preview and the buttons 'Signatur kopieren' and 'Signatur versenden'. */
export function SignatureCard({ signature, font }: { signature: Signature; font: string }) {
  const [copy, setCopy] = useState<CopyState>('idle');
  const [send, setSend] = useState<SendState>('idle');

  function onCopy() {
    setCopy('rendering');
    copyHtml(renderSignature(signature, font), () => setCopy('copying')).then(
      () => setCopy('copied'),
      () => setCopy('failed'),
    );
  }

  async function onSend() {
    setSend('rendering');
    try {
      const html = await renderSignature(signature, font);
      setSend('sending');
      await sendSignature(signature.email, html);
      setSend('sent');
    } catch {
      setSend('failed');
    }
  }

  const busyCopy = copy === 'rendering' || copy === 'copying';
  const busySend = send === 'rendering' || send === 'sending';
  return (
    <li className={styles.card}>
      <h2 className={styles.name}>{signature.name}</h2>
      <div className={styles.preview} style={{ fontFamily: `"${font}", monospace` }}>
        <p className={styles.previewName}>{signature.name}</p>
        {signature.email && <p>{signature.email}</p>}
        {signature.phone && <p>{signature.phone}</p>}
      </div>
      <div className={styles.actions}>
        <button
          type="button"
          className={`${buttonStyles.button} ${styles.button}`}
          onClick={onCopy}
          disabled={busyCopy}
          aria-live="polite"
        >
          {COPY_LABELS[copy]}
        </button>
        {signature.email && (
          <button
            type="button"
            className={`${buttonStyles.button} ${styles.button}`}
            onClick={() => void onSend()}
            disabled={busySend}
            aria-live="polite"
          >
            {SEND_LABELS[send]}
          </button>
        )}
      </div>
    </li>
  );
}
