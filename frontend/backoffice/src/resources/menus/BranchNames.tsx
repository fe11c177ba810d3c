import { useGetMany } from 'react-admin';
import type { Branch } from '../../api/types';

/** "Mariahilf, Online-Shop": the names of branches by id, in the given order. */
export function useBranchNames(ids: readonly number[]): string {
  const { data = [] } = useGetMany<Branch>('branches', { ids: [...ids] });
  const names = new Map(data.map((branch) => [branch.id, branch.name]));
  return ids.map((id) => names.get(id) ?? String(id)).join(', ');
}
