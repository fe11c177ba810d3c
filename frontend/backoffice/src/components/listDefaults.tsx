/**
 * Shared pieces of every list: confirmed bulk delete, German empty state and load error, the free-text search. The
 * branch filter is in branchFilter.tsx: a module is loaded whole, and its Autocomplete would come with every list.
 */
import { Suspense, lazy, useState } from 'react';
import { SearchInput, useListContext } from 'react-admin';
import { ListEmpty } from './ListEmpty';
import { ListLoadError } from './LoadError';

export const listProps = {
  empty: <ListEmpty />,
  error: <ListLoadError />,
  perPage: 25,
  // on a phone the table scrolls inside its card and the filters wrap, instead of the page scrolling sideways
  sx: {
    maxWidth: '100%',
    '& .RaList-content': { overflowX: 'auto' },
    '& .RaList-main': { minWidth: 0 },
    '& .RaFilterForm-root': { flexWrap: 'wrap', maxWidth: '100%' },
    '& .RaFilterFormInput-body': { maxWidth: '100%' },
  },
} as const;

const BulkDeleteWithConfirmButton = lazy(() => import('./bulkDeleteButton'));

/**
 * The list's 'Löschen' of the selected rows, with its confirmation: react-admin renders the bulk actions (hidden) with
 * the list, but they are seen only once a row is selected, so the button and its dialog (about 5 KB gzip) load then,
 * and stay while the bar folds away after the selection is cleared.
 */
function BulkDeleteWhenSelected() {
  const { selectedIds } = useListContext();
  const [wanted, setWanted] = useState(false);
  if (!wanted && selectedIds.length > 0) setWanted(true);
  return wanted ? (
    <Suspense fallback={null}>
      <BulkDeleteWithConfirmButton mutationMode="pessimistic" />
    </Suspense>
  ) : null;
}

export const bulkDelete = <BulkDeleteWhenSelected />;

/** The free-text search of a list, always shown (the API's `q`). */
export const searchFilter = <SearchInput key="q" source="q" alwaysOn />;
