/** group (a fixed set of fields, or one typed object of a union such as a medium) and tabs. */
import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { FieldList } from '../FieldWidget';
import { useContent, useFieldErrors, useWidgetId } from '../ContentContext';
import { isObject, newUnionItem } from '../values';
import type { WidgetProps } from './types';
import { FieldMessages, GroupLabel, labelOf } from './FieldShell';

export function GroupWidget({ spec, value, onChange, path }: WidgetProps<unknown>) {
  const id = useWidgetId(path);
  const errors = useFieldErrors(path);
  return (
    <Box
      component="fieldset"
      aria-labelledby={`${id}-label`}
      sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 1.5, m: 0, minWidth: 0 }}
    >
      <GroupLabel legend id={`${id}-label`}>
        {labelOf(spec)}
      </GroupLabel>
      {spec.union ? (
        <UnionFields union={spec.union} label={spec.label} value={value} onChange={onChange} path={path} />
      ) : (
        <FieldList fields={spec.fields ?? []} value={value} onChange={onChange} path={path} />
      )}
      <FieldMessages errors={errors} hint={spec.hint} />
    </Box>
  );
}

/** A typed object of a union: the kind's select (changing it starts the new kind's defaults) and its fields. */
export function UnionFields({
  union,
  label,
  value,
  onChange,
  path,
}: {
  union: string;
  label: string;
  value: unknown;
  onChange: (value: unknown) => void;
  path: string;
}) {
  const translate = useTranslate();
  const { unions } = useContent();
  const id = useWidgetId(`${path}.type`);
  const kinds = unions[union] ?? [];
  const kind = isObject(value) ? kinds.find((candidate) => candidate.type === value.type) : undefined;
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <TextField
        id={id}
        select
        size="small"
        label={`${label}: ${translate('resources.cmsContent.kind')}`}
        value={kind?.type ?? ''}
        onChange={(event) => {
          const chosen = kinds.find((candidate) => candidate.type === event.target.value);
          onChange(chosen ? newUnionItem(chosen) : null);
        }}
        sx={{ maxWidth: 280 }}
      >
        <MenuItem value="">{translate('resources.cmsContent.none')}</MenuItem>
        {kinds.map((candidate) => (
          <MenuItem key={candidate.type} value={candidate.type}>
            {candidate.label}
          </MenuItem>
        ))}
      </TextField>
      {kind ? <FieldList fields={kind.fields} value={value} onChange={onChange} path={path} /> : null}
    </Box>
  );
}

export function TabsWidget({ spec, value, onChange, path }: WidgetProps<unknown>) {
  const id = useWidgetId(path);
  const [tab, setTab] = useState(0);
  const tabs = spec.tabs ?? [];
  const object = isObject(value) ? value : {};
  const current = tabs[tab];
  return (
    <Box component="section" aria-labelledby={`${id}-label`}>
      <GroupLabel id={`${id}-label`}>{labelOf(spec)}</GroupLabel>
      <Tabs value={tab} onChange={(_, next: number) => setTab(next)} aria-labelledby={`${id}-label`}>
        {tabs.map((entry, index) => (
          <Tab key={entry.name} label={entry.label} id={`${id}-tab-${index}`} aria-controls={`${id}-panel`} />
        ))}
      </Tabs>
      {current ? (
        <Box role="tabpanel" id={`${id}-panel`} aria-labelledby={`${id}-tab-${tab}`} sx={{ pt: 2 }}>
          <FieldList
            fields={current.fields}
            value={object[current.name]}
            onChange={(next) => onChange({ ...object, [current.name]: next })}
            path={`${path}.${current.name}`}
          />
        </Box>
      ) : null}
    </Box>
  );
}
