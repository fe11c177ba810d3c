import { Link } from '../lib/router';
import { messages } from '../messages';
import buttonStyles from './Button.module.css';
import styles from './StatusMessage.module.css';

/** The 404 content, also shown for an unknown branch identifier. */
export function NotFound() {
  return (
    <div className={styles.box}>
      <h1>{messages.notFound.title}</h1>
      <p className={styles.text}>{messages.notFound.text}</p>
      <Link to="/" className={`${buttonStyles.button} ${buttonStyles.secondary}`}>
        {messages.notFound.homeLink}
      </Link>
    </div>
  );
}
