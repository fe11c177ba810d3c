/**
 * Shared pieces of every list: confirmed bulk delete, German empty state and load error, the free-text search. The
 * branch filter is in branchFilter.tsx: a module is loaded whole, and its Autocomplete would come with every list.
 */
import { BulkDeleteWithConfirmButton, SearchInput } from 'react-admin';
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

export const bulkDelete = <BulkDeleteWithConfirmButton mutationMode="pessimistic" />;

/** The free-text search of a list, always shown (the API's `q`). */
export const searchFilter = <SearchInput key="q" source="q" alwaysOn />;
