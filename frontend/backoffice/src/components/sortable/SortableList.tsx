/**
 * A vertical list sorted by drag and drop (pointer, touch or keyboard) with German screen-reader
 * instructions and announcements. Each item gets a handle button; the rest of the row stays usable.
 * `texts` names the message namespace (useSortableAnnouncements, plus move and roleDescription).
 */
import Box from '@mui/material/Box';
import { DndContext, closestCenter } from '@dnd-kit/core';
import type { DragEndEvent } from '@dnd-kit/core';
import { SortableContext, useSortable, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import type { ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import { DragHandle } from './DragHandle';
import { useSortableAnnouncements } from './useSortableAnnouncements';

interface SortableListProps {
  /** unique within the list, in display order */
  ids: string[];
  /** what a person calls the item (announcements, handle label) */
  nameOf: (id: string) => string;
  onMove: (from: number, to: number) => void;
  renderItem: (id: string, handle: ReactNode) => ReactNode;
  /** accessible name of the list */
  label: string;
  texts: string;
  /** an ordered list (the order is the content's, e.g. blocks of a page) */
  ordered?: boolean;
}

export function SortableList({ ids, nameOf, onMove, renderItem, label, texts, ordered = false }: SortableListProps) {
  const { sensors, accessibility } = useSortableAnnouncements(ids, nameOf, texts);
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    const from = ids.indexOf(String(active.id));
    const to = ids.indexOf(String(over.id));
    if (from >= 0 && to >= 0) onMove(from, to);
  };
  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragEnd={onDragEnd}
      accessibility={accessibility}
    >
      <SortableContext items={ids} strategy={verticalListSortingStrategy}>
        <Box
          component={ordered ? 'ol' : 'ul'}
          aria-label={label}
          sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1 }}
        >
          {ids.map((id) => (
            <SortableItem key={id} id={id} name={nameOf(id)} texts={texts} renderItem={renderItem} />
          ))}
        </Box>
      </SortableContext>
    </DndContext>
  );
}

interface SortableItemProps {
  id: string;
  name: string;
  texts: string;
  renderItem: SortableListProps['renderItem'];
}

function SortableItem({ id, name, texts, renderItem }: SortableItemProps) {
  const translate = useTranslate();
  const sortable = useSortable({ id, attributes: { roleDescription: translate(`${texts}.roleDescription`) } });
  const { setNodeRef, transform, transition, isDragging } = sortable;
  return (
    <Box
      component="li"
      ref={setNodeRef}
      data-sortable-id={id}
      style={{ transform: CSS.Translate.toString(transform), transition }}
      sx={{ position: 'relative', zIndex: isDragging ? 2 : 'auto', opacity: isDragging ? 0.85 : 1 }}
    >
      {renderItem(id, <DragHandle sortable={sortable} label={translate(`${texts}.move`, { name })} />)}
    </Box>
  );
}
