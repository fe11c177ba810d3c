/**
 * The navigation's items as a tree: drag a row by its handle (mouse, touch or keyboard) to reorder it;
 * drag it right or left to nest or unnest it, or use 'Einrücken' / 'Ausrücken'. Sub-items move along.
 */
import { useEffect, useRef, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import { DndContext, closestCenter } from '@dnd-kit/core';
import type { DragEndEvent } from '@dnd-kit/core';
import { SortableContext, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { useInput, useTranslate } from 'react-admin';
import { useSortableAnnouncements } from '../../components/sortable/useSortableAnnouncements';
import type { NavigationItem } from './navigationItems';
import {
  type FlatItem,
  INDENT,
  build,
  flatten,
  indent,
  moveItem,
  newKey,
  outdent,
  positionOf,
  removeItem,
} from './navigationTree';
import { TreeRow } from './TreeRow';

const T = 'resources.navigations.tree';

export function NavigationItemsInput({ source = 'items' }: { source?: string }) {
  const translate = useTranslate();
  const { field } = useInput<NavigationItem[]>({ source, defaultValue: [] });
  const [flat, setFlat] = useState<FlatItem[]>(() => flatten(field.value));
  const [open, setOpen] = useState<Set<string>>(() => new Set());
  const sent = useRef(JSON.stringify(build(flat)));
  // a value from outside (the record loaded, a restored revision, a reset): start over from it
  useEffect(() => {
    const incoming = flatten(field.value);
    if (JSON.stringify(build(incoming)) !== sent.current) {
      sent.current = JSON.stringify(build(incoming));
      setFlat(incoming);
    }
  }, [field.value]);

  const change = (next: FlatItem[]) => {
    setFlat(next);
    const items = build(next);
    sent.current = JSON.stringify(items);
    field.onChange(items);
  };
  const toggle = (key: string) =>
    setOpen((keys) => {
      const next = new Set(keys);
      if (!next.delete(key)) next.add(key);
      return next;
    });
  const add = () => {
    const key = newKey();
    change([...flat, { key, depth: 0, item: { type: 'site', label: '', isEnabled: true } }]);
    setOpen((keys) => new Set(keys).add(key));
  };

  const ids = flat.map((row) => row.key);
  const nameOf = (id: string) => {
    const row = flat.find((entry) => entry.key === id);
    return row?.item.label || (row ? translate(`resources.navigations.itemTypes.${row.item.type}`) : '');
  };
  const { sensors, accessibility } = useSortableAnnouncements(ids, nameOf, T);
  const onDragEnd = ({ active, over, delta, activatorEvent }: DragEndEvent) => {
    if (!over) return;
    const from = ids.indexOf(String(active.id));
    const to = ids.indexOf(String(over.id));
    if (from < 0 || to < 0) return;
    // sideways by the pointer nests; the keyboard moves up and down only (nesting: the buttons)
    const sideways = activatorEvent instanceof KeyboardEvent ? 0 : Math.round(delta.x / INDENT);
    const depth = flat[from].depth + sideways;
    if (from === to && depth === flat[from].depth) return;
    change(moveItem(flat, from, to, depth));
  };

  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, width: '100%' }}>
      <Typography component="legend" variant="subtitle1" sx={{ mb: 1 }}>
        {translate('resources.navigations.fields.items')}
      </Typography>
      <Typography variant="body2" sx={{ mb: 1 }} id="navigation-tree-help">
        {translate(`${T}.help`)}
      </Typography>
      {flat.length === 0 ? <Typography sx={{ mb: 1 }}>{translate(`${T}.empty`)}</Typography> : null}
      <DndContext
        sensors={sensors}
        collisionDetection={closestCenter}
        onDragEnd={onDragEnd}
        accessibility={accessibility}
      >
        <SortableContext items={ids} strategy={verticalListSortingStrategy}>
          <Box
            component="ul"
            aria-label={translate(`${T}.label`)}
            sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1 }}
          >
            {flat.map((row, index) => (
              <TreeRow
                key={row.key}
                row={row}
                position={positionOf(flat, index)}
                expanded={open.has(row.key)}
                canIndent={index > 0 && row.depth < flat[index - 1].depth + 1}
                onToggle={() => toggle(row.key)}
                onIndent={() => change(indent(flat, index))}
                onOutdent={() => change(outdent(flat, index))}
                onRemove={() => change(removeItem(flat, index))}
                onChange={(item) => change(flat.map((other, i) => (i === index ? { ...other, item } : other)))}
              />
            ))}
          </Box>
        </SortableContext>
      </DndContext>
      <Button startIcon={<AddIcon />} onClick={add} sx={{ mt: 1 }}>
        {translate(`${T}.add`)}
      </Button>
    </Box>
  );
}
