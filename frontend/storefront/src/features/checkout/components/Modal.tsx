import { type ReactNode, useEffect, useId, useRef } from 'react';

import { messages } from '../../../messages';
import styles from './Checkout.module.css';

interface ModalProps {
  title: string;
  onClose: () => void;
  children: ReactNode;
  footer?: ReactNode;
}

const FOCUSABLE = 'button, [href], input, select, textarea, [tabindex]:not([tabindex="-1"])';

/** An overlay dialog: focus moves in and back, Escape and a click outside close it, Tab stays inside. */
export function Modal({ title, onClose, children, footer }: ModalProps) {
  const titleId = useId();
  const dialog = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const opener = document.activeElement as HTMLElement | null;
    const body = dialog.current?.querySelector<HTMLElement>(`.${styles.dialogBody}`);
    (body?.querySelector<HTMLElement>(FOCUSABLE) ?? dialog.current)?.focus();
    return () => opener?.focus();
  }, []);

  function onKeyDown(event: React.KeyboardEvent) {
    if (event.key === 'Escape') {
      event.stopPropagation();
      onClose();
      return;
    }
    if (event.key !== 'Tab' || !dialog.current) return;
    const focusable = [...dialog.current.querySelectorAll<HTMLElement>(FOCUSABLE)].filter((element) => !element.hasAttribute('disabled'));
    const first = focusable[0];
    const last = focusable[focusable.length - 1];
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last?.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first?.focus();
    }
  }

  return (
    <div className={styles.backdrop} onMouseDown={(event) => event.target === event.currentTarget && onClose()}>
      <div ref={dialog} role="dialog" aria-modal="true" aria-labelledby={titleId} tabIndex={-1} className={styles.dialog} onKeyDown={onKeyDown}>
        <div className={styles.dialogHead}>
          <h2 id={titleId} className={styles.dialogTitle}>
            {title}
          </h2>
          <button type="button" className={styles.linkButton} onClick={onClose}>
            {messages.checkout.close}
          </button>
        </div>
        <div className={styles.dialogBody}>{children}</div>
        {footer && <div className={styles.actions}>{footer}</div>}
      </div>
    </div>
  );
}
