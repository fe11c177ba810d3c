/** The fields of one navigation item: type, label, visibility, its target (site, branch, address) and suffix. */
import { useId, useState } from 'react';
import Autocomplete from '@mui/material/Autocomplete';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import { useGetList, useGetMany, useTranslate } from 'react-admin';
import { ITEM_TYPES, type ItemType, type NavigationItem, takesSuffix, targetField } from './navigationItems';

const T = 'resources.navigations';

type Item = Omit<NavigationItem, 'children'>;

interface Props {
  item: Item;
  onChange: (item: Item) => void;
}

export function ItemFields({ item, onChange }: Props) {
  const translate = useTranslate();
  const id = useId();
  const target = targetField(item.type);
  const set = (patch: Partial<Item>) => onChange({ ...item, ...patch });
  return (
    <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'flex-start', pt: 1 }}>
      <TextField
        select
        size="small"
        id={`${id}-type`}
        label={translate(`${T}.fields.type`)}
        value={item.type}
        onChange={(event) => set({ type: event.target.value as ItemType })}
        sx={{ minWidth: 180 }}
      >
        {ITEM_TYPES.map((type) => (
          <MenuItem key={type} value={type}>
            {translate(`${T}.itemTypes.${type}`)}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        size="small"
        id={`${id}-label`}
        label={translate(`${T}.fields.label`)}
        value={item.label ?? ''}
        required={item.type === 'link' || item.type === 'other'}
        onChange={(event) => set({ label: event.target.value })}
        helperText={item.type === 'link' || item.type === 'other' ? undefined : translate(`${T}.helpers.label`)}
      />
      {target === 'site' ? (
        <RecordPicker
          resource="sites"
          label={translate(`${T}.fields.site`)}
          value={item.site ?? null}
          onChange={(site) => set({ site })}
        />
      ) : null}
      {target === 'branch' ? (
        <RecordPicker
          resource="branches"
          label={translate(`${T}.fields.branch`)}
          value={item.branch ?? null}
          onChange={(branch) => set({ branch })}
        />
      ) : null}
      {target === 'href' ? (
        <TextField
          size="small"
          type="url"
          required
          id={`${id}-href`}
          label={translate(`${T}.fields.href`)}
          value={item.href ?? ''}
          onChange={(event) => set({ href: event.target.value })}
          helperText={translate(`${T}.helpers.href`)}
        />
      ) : null}
      {takesSuffix(item.type) ? (
        <TextField
          size="small"
          id={`${id}-suffix`}
          label={translate(`${T}.fields.suffix`)}
          value={item.suffix ?? ''}
          onChange={(event) => set({ suffix: event.target.value })}
          helperText={translate(`${T}.helpers.suffix`)}
        />
      ) : null}
      <FormControlLabel
        control={
          <Switch checked={item.isEnabled ?? true} onChange={(event) => set({ isEnabled: event.target.checked })} />
        }
        label={translate(`${T}.fields.isEnabled`)}
      />
    </Stack>
  );
}

interface Named {
  id: number;
  name?: string;
  path?: string;
}

const optionLabel = (record: Named) =>
  record.path !== undefined ? `${record.name} (/${record.path})` : String(record.name);

/** A searchable choice of a page or branch (server search as one types). */
function RecordPicker(props: {
  resource: 'sites' | 'branches';
  label: string;
  value: number | null;
  onChange: (id: number | null) => void;
}) {
  const { resource, label, value, onChange } = props;
  const translate = useTranslate();
  const [q, setQ] = useState('');
  const { data = [], isPending } = useGetList<Named>(resource, {
    pagination: { page: 1, perPage: 50 },
    sort: { field: resource === 'sites' ? 'path' : 'name', order: 'ASC' },
    filter: q ? { q } : {},
  });
  const { data: chosen = [] } = useGetMany<Named>(resource, { ids: value ? [value] : [] }, { enabled: !!value });
  const selected = data.find((record) => record.id === value) ?? chosen[0] ?? null;
  return (
    <Autocomplete
      size="small"
      sx={{ minWidth: 260 }}
      options={data}
      value={selected}
      loading={isPending}
      filterOptions={(options) => options}
      getOptionLabel={optionLabel}
      isOptionEqualToValue={(option, other) => option.id === other.id}
      onChange={(_event, record) => onChange(record ? record.id : null)}
      onInputChange={(_event, text, reason) => setQ(reason === 'input' ? text : '')}
      noOptionsText={translate(`${T}.tree.noResults`)}
      loadingText={translate(`${T}.tree.searching`)}
      renderInput={(params) => <TextField {...params} required label={label} />}
    />
  );
}
