import { ApiError } from '@bestellwerk/common/api/client';

import { ErrorState } from '../../../components/ErrorState';
import { LoadingState } from '../../../components/LoadingState';
import { NotFound } from '../../../components/NotFound';
import { useSiteLookup } from '../api/sites';
import { messages } from '../messages';
import type { Block, PublicSite } from '../types';
import { Blocks } from './Blocks';
import styles from './Content.module.css';
import { PreviewMarker, isPreviewed } from './PreviewMarker';
import { StoryPage } from './StoryPage';

interface SitePageProps {
  path: string;
  preview: boolean;
  /** sets title and description once the site is known */
  onSite?: (site: PublicSite | null) => void;
}

/** The 500 view of a site whose type the storefront does not know. */
export function ErrorView() {
  return (
    <div className={styles.errorView} role="alert">
      <h1>{messages.error.title}</h1>
      <p>{messages.error.text}</p>
    </div>
  );
}

/** A site looked up by its path: default pages render their blocks, stories the story layout. */
export function SitePage({ path, preview }: SitePageProps) {
  const lookup = useSiteLookup(path, preview);
  if (lookup.isPending) return <LoadingState />;
  if (lookup.isError) {
    if (lookup.error instanceof ApiError && lookup.error.status === 404) return <NotFound />;
    return <ErrorState onRetry={() => void lookup.refetch()} />;
  }
  const site = lookup.data;
  const unpublished = isPreviewed(site);
  const page = renderSite(site);
  return (
    <div className={unpublished ? styles.draft : undefined}>
      {unpublished && <PreviewMarker site={site} />}
      {page}
    </div>
  );
}

function renderSite(site: PublicSite) {
  if (site.type === 'story') return <StoryPage site={site} />;
  if (site.type === 'default') {
    return (
      <article className={styles.page}>
        <h1 className={site.title ? styles.pageTitle : 'visually-hidden'}>{site.title || site.name}</h1>
        <Blocks blocks={(site.content as { body?: Block[] }).body} />
      </article>
    );
  }
  if (site.type === 'simple') {
    return (
      <article className={styles.page}>
        <h1 className={styles.pageTitle}>{site.title || site.name}</h1>
        <div
          className={styles.wysiwyg}
          dangerouslySetInnerHTML={{ __html: (site.content as { wysiwyg?: string }).wysiwyg ?? '' }}
        />
      </article>
    );
  }
  return <ErrorView />;
}
