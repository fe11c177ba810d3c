import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useGetList } from 'react-admin';

/** One row of a resource by its name (a category for a batch, a page or story to fill the placeholders from). */
export function RecordSelect({
  resource,
  label,
  helperText,
  value,
  onChange,
}: {
  resource: 'categories' | 'sites';
  label: string;
  helperText: string;
  value: number | '';
  onChange: (id: number) => void;
}) {
  const { data = [] } = useGetList<{ id: number; name: string }>(resource, {
    pagination: { page: 1, perPage: 500 },
    sort: { field: 'name', order: 'ASC' },
  });
  return (
    <TextField
      select
      label={label}
      helperText={helperText}
      value={value === '' ? '' : String(value)}
      onChange={(event) => onChange(Number(event.target.value))}
    >
      {data.map((row) => (
        <MenuItem key={row.id} value={String(row.id)}>
          {row.name}
        </MenuItem>
      ))}
    </TextField>
  );
}
