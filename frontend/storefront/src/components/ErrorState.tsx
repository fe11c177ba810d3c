import { messages } from '../messages';
import buttonStyles from './Button.module.css';
import styles from './StatusMessage.module.css';

interface ErrorStateProps {
  onRetry: () => void;
}

export function ErrorState({ onRetry }: ErrorStateProps) {
  return (
    <div className={styles.box} role="alert">
      <p className={styles.text}>{messages.common.loadError}</p>
      <button type="button" className={buttonStyles.button} onClick={onRetry}>
        {messages.common.retry}
      </button>
    </div>
  );
}
