import { Dialog } from '../../../components/Dialog';
import { messages } from '../../../messages';
import { useLegalPage } from '../../../api/legalPage';
import styles from './Checkout.module.css';

/** The terms or privacy text from the config, in a dialog. */
export default function LegalText({ slug, title, onClose }: { slug: string; title: string; onClose: () => void }) {
  const page = useLegalPage(slug);
  return (
    <Dialog title={title} onClose={onClose}>
      {page.data ? (
        <div className={styles.legalText} dangerouslySetInnerHTML={{ __html: page.data.html }} />
      ) : (
        <p role="status">{page.isError ? messages.common.loadError : messages.common.loading}</p>
      )}
    </Dialog>
  );
}
