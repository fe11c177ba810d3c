/**
 * collection: a list of single values, of groups or of typed objects of a union (blocks, links, media,
 * navigation items ...). Entries are added (a menu of the union's kinds), reordered by drag and drop or
 * keyboard, duplicated, removed with undo and collapsed to their kind and a short summary.
 */
import AddIcon from '@mui/icons-material/Add';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Snackbar from '@mui/material/Snackbar';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { useTranslate } from 'react-admin';
import { useContent, useFieldErrors, useWidgetId } from '../ContentContext';
import { SortableList } from '../../../components/sortable/SortableList';
import type { UnionKind } from '../types';
import {
  asList,
  duplicateItem,
  emptyGroup,
  emptyValue,
  insertItem,
  isObject,
  moveItem,
  newUnionItem,
  removeItem,
  summaryOf,
} from '../values';
import { CollectionEntry } from './CollectionEntry';
import { useEntryKeys } from './collectionState';
import type { WidgetProps } from './types';
import { FieldMessages, GroupLabel, labelOf } from './FieldShell';

const T = 'resources.cmsContent.list';

export function CollectionWidget({ spec, value, onChange, path }: WidgetProps<unknown>) {
  const translate = useTranslate();
  const { unions } = useContent();
  const id = useWidgetId(path);
  const menuId = useId();
  const errors = useFieldErrors(path);
  const list = asList(value);
  const entryKeys = useEntryKeys(list.length);
  const [collapsed, setCollapsed] = useState<Set<string>>(() => new Set(spec.union === 'block' ? entryKeys.keys : []));
  const [menu, setMenu] = useState<HTMLElement | null>(null);
  const [removed, setRemoved] = useState<{ item: unknown; index: number; name: string } | null>(null);
  const kinds: UnionKind[] = spec.union ? (unions[spec.union] ?? []) : [];
  const isBlocks = spec.union === 'block';
  const full = spec.maxItems !== undefined && list.length >= spec.maxItems;

  const kindOf = (item: unknown) => (isObject(item) ? kinds.find((kind) => kind.type === item.type) : undefined);
  // the entry's heading: its kind and number ('Zahl 4'), or 'Eintrag 4'
  const titleOf = (index: number) => {
    const kind = kindOf(list[index]);
    return kind ? `${kind.label} ${index + 1}` : translate(`${T}.entry`, { number: index + 1 });
  };
  const summaryAt = (index: number) => {
    const item = list[index];
    if (spec.item) return summaryOf([], item);
    return summaryOf(kindOf(item)?.fields ?? spec.fields ?? [], item);
  };
  /** what a person calls the entry (buttons, announcements): 'Zahl 4: Gäste im Jahr' */
  const nameOf = (index: number) => {
    const summary = summaryAt(index);
    return summary ? `${titleOf(index)}: ${summary}` : titleOf(index);
  };

  const add = (kind?: UnionKind) => {
    setMenu(null);
    const item = kind ? newUnionItem(kind) : spec.item ? emptyValue(spec.item) : emptyGroup(spec.fields ?? []);
    entryKeys.inserted(list.length);
    onChange([...list, item]);
  };
  const move = (from: number, to: number) => {
    entryKeys.moved(from, to);
    onChange(moveItem(list, from, to));
  };
  const duplicate = (index: number) => {
    entryKeys.duplicated(index);
    onChange(duplicateItem(list, index));
  };
  const remove = (index: number) => {
    setRemoved({ item: list[index], index, name: nameOf(index) });
    entryKeys.removed(index);
    onChange(removeItem(list, index));
  };
  const undo = () => {
    if (!removed) return;
    const key = entryKeys.inserted(removed.index);
    setCollapsed((current) => new Set([...current].filter((other) => other !== key)));
    onChange(insertItem(list, Math.min(removed.index, list.length), removed.item));
    setRemoved(null);
  };
  const toggle = (key: string) =>
    setCollapsed((current) => {
      const next = new Set(current);
      if (next.has(key)) next.delete(key);
      else next.add(key);
      return next;
    });

  const addLabel = isBlocks
    ? translate(`${T}.addBlock`)
    : kinds.length
      ? translate(`${T}.addKindTo`, { label: spec.label })
      : translate(`${T}.add`, { label: spec.label });
  const keys = entryKeys.keys;
  return (
    <Box component="section" aria-labelledby={`${id}-label`} sx={{ minWidth: 0 }}>
      <GroupLabel id={`${id}-label`}>{labelOf(spec)}</GroupLabel>
      {list.length === 0 ? (
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          {translate(isBlocks ? `${T}.emptyBlocks` : `${T}.empty`)}
        </Typography>
      ) : (
        <SortableList
          ids={keys}
          label={spec.label}
          texts={T}
          ordered
          nameOf={(key) => nameOf(keys.indexOf(key))}
          onMove={move}
          renderItem={(key, handle) => {
            const index = keys.indexOf(key);
            const item = list[index];
            const kind = kindOf(item);
            return (
              <CollectionEntry
                handle={handle}
                path={`${path}.${index}`}
                index={index}
                count={list.length}
                name={nameOf(index)}
                kindLabel={spec.item ? null : titleOf(index)}
                summary={spec.item ? '' : summaryAt(index)}
                fields={kind?.fields ?? spec.fields ?? []}
                single={spec.item ?? null}
                value={item}
                collapsed={collapsed.has(key)}
                onToggle={() => toggle(key)}
                onChange={(next) => onChange(list.map((other, position) => (position === index ? next : other)))}
                onMove={(to) => move(index, to)}
                onDuplicate={full ? undefined : () => duplicate(index)}
                onRemove={() => remove(index)}
              />
            );
          }}
        />
      )}
      <FieldMessages
        errors={errors}
        hint={[spec.hint, full ? translate(`${T}.maxItems`, { max: spec.maxItems }) : null].filter(Boolean).join(' · ')}
      />
      <Box sx={{ mt: 1 }}>
        <Button
          variant={isBlocks && !path.includes('.') ? 'contained' : 'outlined'}
          size="small"
          startIcon={<AddIcon />}
          disabled={full}
          aria-haspopup={kinds.length ? 'menu' : undefined}
          aria-controls={menu ? menuId : undefined}
          aria-expanded={menu ? 'true' : undefined}
          onClick={(event) => (kinds.length ? setMenu(event.currentTarget) : add())}
        >
          {addLabel}
        </Button>
        <Menu id={menuId} anchorEl={menu} open={Boolean(menu)} onClose={() => setMenu(null)}>
          {kinds.map((kind) => (
            <MenuItem key={kind.type} onClick={() => add(kind)}>
              {kind.label}
            </MenuItem>
          ))}
        </Menu>
      </Box>
      <Snackbar
        open={removed !== null}
        autoHideDuration={8000}
        onClose={(_, reason) => {
          if (reason !== 'clickaway') setRemoved(null);
        }}
        message={removed ? translate(`${T}.removed`, { name: removed.name }) : ''}
        action={
          <Button color="inherit" size="small" onClick={undo}>
            {translate(`${T}.undo`)}
          </Button>
        }
      />
    </Box>
  );
}
