import type { Branch, Config, Division } from '@bestellwerk/common/api/types';
import { lazy, Suspense, useState } from 'react';

import { useConfig } from '../../api/config';
import { usePublicBranches } from '../../api/branches';
import { usePublicDivisions } from '../../api/divisions';
import { ErrorState } from '../../components/ErrorState';
import { LoadingState } from '../../components/LoadingState';
import { BranchFilter } from '../../features/branches/components/BranchFilter';
import { BranchList } from '../../features/branches/components/BranchList';
import { branchTags, filterBranches, toggleTag } from '../../features/branches/searchBranches';
import { useSiteLookup } from '../../features/content/api/sites';
import { HomePage } from '../../features/homePage/components/HomePage';
import { divisionPageTitle, shopDescription, useDocumentHead } from '../../lib/documentHead';
import { sanitizeHtml } from '../../lib/sanitizeHtml';
import { useSearchParams } from '../../lib/router';
import { useBusinessNow } from '../../lib/useNow';
import styles from './division.module.css';

// the content site's home page (when the website builder has one): its blocks load with their own chunk
const HomeContent = lazy(() =>
  import('../../features/content/components/HomeContent').then((module) => ({ default: module.HomeContent })),
);

/** "/": the home page (enablePluginHomePage) or the branch list with search and tag filter. */
export function Component() {
  const config = useConfig();
  const divisions = usePublicDivisions();
  const branches = usePublicBranches();
  const now = useBusinessNow();
  const [search] = useSearchParams();
  // staff preview of the home page's draft (the back office's 'Vorschau' opens '/?vorschau=1')
  const home = useSiteLookup('', search.get('vorschau') === '1');

  useDocumentHead(divisionPageTitle(config.data), config.data ? shopDescription(config.data) : undefined);

  const queries = [config, divisions, branches];
  if (queries.some((query) => query.isError)) {
    return (
      <ErrorState
        onRetry={() => {
          for (const query of queries) if (query.isError) void query.refetch();
        }}
      />
    );
  }
  if (!config.data || !divisions.data || !branches.data) return <LoadingState />;

  const title = config.data.title || config.data.shopName;
  const branchPart = config.data.enablePluginHomePage ? (
    <HomePage branches={branches.data} now={now} />
  ) : (
    <FilteredBranchList config={config.data} branches={branches.data} divisions={divisions.data} now={now} />
  );
  return (
    <>
      <header className={styles.intro}>
        {title && <h1>{title}</h1>}
        {config.data.description && (
          <div
            className={styles.description}
            dangerouslySetInnerHTML={{ __html: sanitizeHtml(config.data.description) }}
          />
        )}
      </header>
      {home.data ? (
        // one boundary for the home blocks and the branches: the branches never jump down when the blocks arrive
        <Suspense fallback={<LoadingState />}>
          <HomeContent site={home.data} />
          {branchPart}
        </Suspense>
      ) : (
        branchPart
      )}
    </>
  );
}

interface FilteredBranchListProps {
  config: Config;
  branches: readonly Branch[];
  divisions: readonly Division[];
  now: string;
}

function FilteredBranchList({ config, branches, divisions, now }: FilteredBranchListProps) {
  const [term, setTerm] = useState('');
  const [tagId, setTagId] = useState<number | null>(null);
  const hasSearch = Boolean(config.enablePluginSearch);
  const hasTags = Boolean(config.enablePluginTags);
  const shown = filterBranches(branches, hasSearch ? term : '', hasTags ? tagId : null);
  return (
    <>
      {(hasSearch || hasTags) && branches.length > 0 && (
        <BranchFilter
          search={hasSearch ? { term, onChange: setTerm } : null}
          tags={
            hasTags
              ? {
                  available: branchTags(branches),
                  selected: tagId,
                  onToggle: (id) => setTagId((selected) => toggleTag(selected, id)),
                }
              : null
          }
          shown={shown.length}
          total={branches.length}
        />
      )}
      {(shown.length > 0 || branches.length === 0) && <BranchList branches={shown} divisions={divisions} now={now} />}
    </>
  );
}
