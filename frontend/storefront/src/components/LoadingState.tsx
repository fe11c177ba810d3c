import { messages } from '../messages';
import styles from './StatusMessage.module.css';

export function LoadingState() {
  return (
    <div className={styles.box} role="status" aria-live="polite">
      <p className={styles.text}>{messages.common.loading}</p>
    </div>
  );
}
