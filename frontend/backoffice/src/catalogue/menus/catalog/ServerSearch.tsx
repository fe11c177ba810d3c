/**
 * Picks a record by typing: each search asks the server (`?q=`, 20 hits) instead of loading every
 * record, so it stays fast with thousands of products. The field empties after a pick, ready for the next.
 */
import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { useEffect, useState } from 'react';
import { useGetList, useTranslate } from 'react-admin';
import type { RaRecord } from 'react-admin';

export interface NamedRecord extends RaRecord<number> {
  name: string;
}

interface ServerSearchProps {
  resource: 'categories' | 'products';
  label: string;
  /** ids already present; they are not offered again */
  exclude: readonly number[];
  onPick: (record: NamedRecord) => void;
}

export const SEARCH_PAGE_SIZE = 20;
const DEBOUNCE_MS = 250;

function useDebounced(value: string): string {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = window.setTimeout(() => setDebounced(value), DEBOUNCE_MS);
    return () => window.clearTimeout(timer);
  }, [value]);
  return debounced;
}

export function ServerSearch({ resource, label, exclude, onPick }: ServerSearchProps) {
  const translate = useTranslate();
  const [open, setOpen] = useState(false);
  const [input, setInput] = useState('');
  const q = useDebounced(input.trim());
  const { data = [], isFetching } = useGetList<NamedRecord>(
    resource,
    {
      filter: q ? { q } : {},
      pagination: { page: 1, perPage: SEARCH_PAGE_SIZE },
      sort: { field: 'name', order: 'ASC' },
    },
    { enabled: open },
  );
  const options = data.filter((record) => !exclude.includes(record.id));
  const t = (key: string) => translate(`resources.menus.catalog.${key}`);
  return (
    <Autocomplete<NamedRecord>
      open={open}
      onOpen={() => setOpen(true)}
      onClose={() => setOpen(false)}
      options={options}
      value={null}
      inputValue={input}
      onInputChange={(_, value, reason) => {
        if (reason === 'input' || reason === 'clear') setInput(value);
      }}
      onChange={(_, record) => {
        if (!record) return;
        onPick(record);
        setInput('');
      }}
      // the server filters; the list shows what it answered
      filterOptions={(records) => records}
      getOptionLabel={(record) => record.name}
      isOptionEqualToValue={(option, value) => option.id === value.id}
      loading={isFetching}
      loadingText={t('searching')}
      noOptionsText={t('noResults')}
      openText={label}
      closeText={t('close')}
      clearText={t('clear')}
      size="small"
      sx={{ maxWidth: 480, width: '100%' }}
      renderInput={(params) => <TextField {...params} label={label} placeholder={t('searchHint')} />}
    />
  );
}
