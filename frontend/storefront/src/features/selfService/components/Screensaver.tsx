import { useEffect, useRef } from 'react';

import { messages } from '../../../messages';
import styles from './Screensaver.module.css';

/** Full-screen 'Tippen um zu bestellen'; any tap or key dismisses it. */
export function Screensaver({ onDismiss }: { onDismiss: () => void }) {
  const buttonRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    buttonRef.current?.focus();
    const onKeyDown = (event: KeyboardEvent) => {
      event.preventDefault();
      onDismiss();
    };
    document.addEventListener('keydown', onKeyDown);
    const { overflow } = document.body.style;
    document.body.style.overflow = 'hidden';
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.body.style.overflow = overflow;
    };
  }, [onDismiss]);

  return (
    <div className={styles.screensaver} role="dialog" aria-modal="true" aria-label={messages.selfService.screensaver}>
      <button ref={buttonRef} type="button" className={styles.button} onClick={onDismiss}>
        <span className={styles.pulse} aria-hidden="true" />
        {messages.selfService.screensaver}
      </button>
    </div>
  );
}
