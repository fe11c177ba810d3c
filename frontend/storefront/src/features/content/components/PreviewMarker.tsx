import { messages } from '../messages';
import type { PublicSite } from '../types';
import styles from './Content.module.css';

/** Whether a site is shown to staff only: a saved draft (?vorschau=1) or an unpublished site. */
export function isPreviewed(site: PublicSite): boolean {
  return site.isPreview === true || !site.isPublic;
}

/** 'Entwurf' (an unpublished site, shown to staff only) or 'Vorschau' (a saved draft of a public one), above the page. */
export function PreviewMarker({ site }: { site: PublicSite }) {
  const draft = !site.isPublic;
  return (
    <p className={styles.previewMarker} role="status">
      <strong>{draft ? messages.preview.draft : messages.preview.badge}</strong>{' '}
      {draft ? messages.preview.unpublished : messages.preview.previewNote}
    </p>
  );
}
