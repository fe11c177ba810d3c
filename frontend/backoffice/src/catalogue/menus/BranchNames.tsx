import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import { useGetMany, useRecordContext, useTranslate } from 'react-admin';
import type { Branch, Menu } from '../../api/types';
import { branchListLabel } from './branchLabel';

function useNames(ids: readonly number[]): ReadonlyMap<number, string> {
  const { data = [] } = useGetMany<Branch>('branches', { ids: [...ids] });
  return new Map(data.map((branch) => [branch.id, branch.name]));
}

/** "Mariahilf, Online-Shop": names of the branches in reach, 'Andere Filiale' for the rest (never a raw id). */
export function useBranchNames(ids: readonly number[]): string {
  const names = useNames(ids);
  const translate = useTranslate();
  return branchListLabel(ids, names, (count) => translate('bestellwerk.otherBranches', { smart_count: count }));
}

/** The menu's branches as chips; branches out of the user's reach as one neutral chip. */
export function BranchChips() {
  const menu = useRecordContext<Menu>();
  const ids = menu?.branches ?? [];
  const names = useNames(ids);
  const translate = useTranslate();
  const hidden = ids.filter((id) => !names.has(id)).length;
  return (
    <Stack direction="row" useFlexGap flexWrap="wrap" gap={0.5}>
      {ids
        .filter((id) => names.has(id))
        .map((id) => (
          <Chip key={id} size="small" label={names.get(id)} />
        ))}
      {hidden > 0 ? (
        <Chip size="small" variant="outlined" label={translate('bestellwerk.otherBranches', { smart_count: hidden })} />
      ) : null}
    </Stack>
  );
}
