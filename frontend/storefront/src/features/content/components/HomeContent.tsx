import type { Block, PublicSite } from '../types';
import { Blocks } from './Blocks';
import styles from './Content.module.css';

/** The content site's home page (path '') on the division page, below its heading and above the branches. */
export function HomeContent({ site }: { site: PublicSite }) {
  if (site.type !== 'default') return null;
  return (
    <div className={styles.home}>
      <Blocks blocks={(site.content as { body?: Block[] }).body} />
    </div>
  );
}
