/** Shared pieces of every list: confirmed bulk delete, German empty state and load error. */
import { BulkDeleteWithConfirmButton } from 'react-admin';
import { ListEmpty } from '../components/ListEmpty';
import { ListLoadError } from '../components/LoadError';

export const listProps = {
  empty: <ListEmpty />,
  error: <ListLoadError />,
  perPage: 25,
} as const;

export const bulkDelete = <BulkDeleteWithConfirmButton mutationMode="pessimistic" />;
