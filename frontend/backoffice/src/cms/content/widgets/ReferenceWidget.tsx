/**
 * reference: an autocomplete over the referenced resource (blocks, sites, categories, products, nodes
 * of one type, branches); the value is the id. Scenes do not exist in the back office: a plain number.
 */
import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { useEffect, useState } from 'react';
import { useGetList, useGetMany, useTranslate } from 'react-admin';
import type { RaRecord } from 'react-admin';
import { useFieldErrors, useWidgetId } from '../ContentContext';
import type { ReferenceTarget } from '../types';
import type { WidgetProps } from './types';
import { labelOf } from './FieldShell';
import { NumberWidget } from './SimpleWidgets';

const RESOURCES: Record<Exclude<ReferenceTarget, 'scene'>, string> = {
  block: 'blocks',
  site: 'sites',
  category: 'categories',
  product: 'products',
  node: 'nodes',
  branch: 'branches',
};

/** How an entry is named in the list: its name, else identifier or path, else its id. */
export function recordLabel(record: RaRecord | undefined): string {
  if (!record) return '';
  const content = record.content as { name?: unknown } | undefined;
  const name = [record.name, content?.name, record.identifier, record.title].find(
    (candidate) => typeof candidate === 'string' && candidate.trim() !== '',
  ) as string | undefined;
  const path = typeof record.path === 'string' ? ` (/${record.path})` : '';
  return name ? `${name}${path}` : `#${record.id}`;
}

function useDebounced(value: string, delay = 300) {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = window.setTimeout(() => setDebounced(value), delay);
    return () => window.clearTimeout(timer);
  }, [value, delay]);
  return debounced;
}

export function ReferenceWidget(props: WidgetProps<unknown>) {
  if (!props.spec.target || props.spec.target === 'scene')
    return <NumberWidget {...props} spec={{ ...props.spec, integer: true }} />;
  return <ReferenceAutocomplete {...props} resource={RESOURCES[props.spec.target]} />;
}

function ReferenceAutocomplete({ spec, value, onChange, path, resource }: WidgetProps<unknown> & { resource: string }) {
  const translate = useTranslate();
  const errors = useFieldErrors(path);
  const id = useWidgetId(path);
  const [search, setSearch] = useState('');
  const q = useDebounced(search.trim());
  const filter = { ...(q ? { q } : {}), ...(spec.nodeType ? { type: spec.nodeType } : {}) };
  const { data: found = [], isPending } = useGetList(resource, { pagination: { page: 1, perPage: 20 }, filter });
  const chosenId = typeof value === 'number' ? value : null;
  const { data: chosen = [] } = useGetMany(resource, { ids: chosenId === null ? [] : [chosenId] });
  const selected =
    chosen.find((record) => record.id === chosenId) ?? (chosenId === null ? null : ({ id: chosenId } as RaRecord));
  const options = selected && !found.some((record) => record.id === selected.id) ? [selected, ...found] : found;
  return (
    <Autocomplete
      id={id}
      options={options}
      value={selected}
      loading={isPending}
      filterOptions={(all) => all}
      getOptionLabel={recordLabel}
      isOptionEqualToValue={(option, other) => option?.id === other?.id}
      onChange={(_, record) => onChange(record ? Number(record.id) : null)}
      onInputChange={(_, text, reason) => {
        if (reason === 'input') setSearch(text);
      }}
      noOptionsText={translate('resources.cmsContent.reference.noResults')}
      loadingText={translate('ra.page.loading')}
      clearText={translate('ra.action.clear_input_value')}
      openText={translate('ra.action.open')}
      closeText={translate('ra.action.close')}
      sx={{ maxWidth: 480 }}
      renderInput={(params) => (
        <TextField
          {...params}
          label={labelOf(spec)}
          size="small"
          error={errors.length > 0}
          helperText={errors.join(' · ') || spec.hint || translate('resources.cmsContent.reference.search')}
        />
      )}
    />
  );
}
