import type { LegalPage as LegalPageData } from '../../../api/legalPage';
import styles from './LegalPage.module.css';

/** The page body is HTML that the server rendered from markdown and sanitised (nh3). */
export function LegalPage({ page }: { page: LegalPageData }) {
  return (
    <article className={styles.page} aria-labelledby="legal-title">
      <h1 id="legal-title">{page.title}</h1>
      <div dangerouslySetInnerHTML={{ __html: page.html }} />
    </article>
  );
}
