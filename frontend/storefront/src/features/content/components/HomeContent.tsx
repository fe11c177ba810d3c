import type { Block, PublicSite } from '../types';
import { Blocks } from './Blocks';
import styles from './Content.module.css';
import { PreviewMarker, isPreviewed } from './PreviewMarker';

/**
 * The content site's home page (path '') on the division page, below its heading and above the branches;
 * a staff preview ('/?vorschau=1') shows its draft with the same marker as other pages.
 */
export function HomeContent({ site }: { site: PublicSite }) {
  if (site.type !== 'default') return null;
  const previewed = isPreviewed(site);
  return (
    <div className={previewed ? `${styles.home} ${styles.draft}` : styles.home}>
      {previewed && <PreviewMarker site={site} />}
      <Blocks blocks={(site.content as { body?: Block[] }).body} />
    </div>
  );
}
