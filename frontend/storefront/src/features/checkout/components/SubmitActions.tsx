import buttonStyles from '../../../components/Button.module.css';
import { checkoutMessages } from '../messages';
import styles from './Checkout.module.css';

const text = checkoutMessages;

interface SubmitActionsProps {
  /** the submit button's text; no button without one (closed, minimum not reached) */
  label: string | null;
  isPending: boolean;
  isEmpty: boolean;
  onBack: () => void;
}

/** Submit ('Verarbeiten...' while sending, disabled with an empty cart) and 'Zurück'. */
export function SubmitActions({ label, isPending, isEmpty, onBack }: SubmitActionsProps) {
  return (
    <div className={styles.actions}>
      {label && (
        <button type="submit" className={buttonStyles.button} disabled={isPending || isEmpty}>
          {isPending ? text.submit.processing : label}
        </button>
      )}
      <button type="button" className={`${buttonStyles.button} ${buttonStyles.secondary}`} onClick={onBack}>
        {text.back}
      </button>
    </div>
  );
}
