import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import MenuItem from '@mui/material/MenuItem';
import Select from '@mui/material/Select';
import { useGetList, useTranslate } from 'react-admin';
import type { Branch } from '../../api/types';

interface BranchSelectProps {
  value: number | '';
  onChange: (branch: number | '') => void;
}

/** The branch filter; shown only to users who reach more than one branch. */
export function BranchSelect({ value, onChange }: BranchSelectProps) {
  const translate = useTranslate();
  const { data } = useGetList<Branch>('branches', {
    pagination: { page: 1, perPage: 1000 },
    sort: { field: 'name', order: 'ASC' },
  });
  if (!data || data.length < 2) return null;
  return (
    <FormControl size="small" sx={{ minWidth: 200 }}>
      <InputLabel id="order-board-branch" shrink>
        {translate('resources.orders.board.branchFilter')}
      </InputLabel>
      <Select
        labelId="order-board-branch"
        label={translate('resources.orders.board.branchFilter')}
        value={value}
        // 'Alle Filialen' reads as the choice, not as an empty field
        displayEmpty
        onChange={(event) => {
          const chosen = event.target.value as number | '';
          onChange(chosen === '' ? '' : Number(chosen));
        }}
      >
        <MenuItem value="">{translate('resources.orders.board.allBranches')}</MenuItem>
        {data.map((branch) => (
          <MenuItem key={branch.id} value={branch.id}>
            {branch.name}
          </MenuItem>
        ))}
      </Select>
    </FormControl>
  );
}
