/**
 * A vertical list sorted by drag and drop (pointer, touch or keyboard) with German screen-reader
 * instructions and announcements. Each item gets a handle button; the rest of the row stays usable.
 */
import DragIndicatorIcon from '@mui/icons-material/DragIndicator';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import {
  DndContext,
  KeyboardSensor,
  PointerSensor,
  closestCenter,
  useSensor,
  useSensors,
} from '@dnd-kit/core';
import type { Announcements, DragEndEvent, UniqueIdentifier } from '@dnd-kit/core';
import { SortableContext, sortableKeyboardCoordinates, useSortable, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { useRef } from 'react';
import type { ReactNode } from 'react';
import { useTranslate } from 'react-admin';

interface SortableListProps {
  /** unique within the list, in display order */
  ids: string[];
  /** what a person calls the item (announcements, handle label) */
  labelOf: (id: string) => string;
  onMove: (from: number, to: number) => void;
  renderItem: (id: string, handle: ReactNode) => ReactNode;
  /** accessible name of the list */
  label: string;
}

const T = 'resources.menus.catalog';

export function SortableList({ ids, labelOf, onMove, renderItem, label }: SortableListProps) {
  const translate = useTranslate();
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const say = (key: string, id: UniqueIdentifier, at: UniqueIdentifier = id) =>
    translate(`${T}.${key}`, {
      name: labelOf(String(id)),
      position: ids.indexOf(String(at)) + 1,
      count: ids.length,
    });
  // the first "over" of a drag is the item itself: keep the pick-up announcement instead
  const lastOver = useRef<UniqueIdentifier | null>(null);
  const announcements: Announcements = {
    onDragStart: ({ active }) => {
      lastOver.current = active.id;
      return say('pickedUp', active.id);
    },
    onDragOver: ({ active, over }) => {
      if (!over || over.id === lastOver.current) return undefined;
      lastOver.current = over.id;
      return say('movedOver', active.id, over.id);
    },
    onDragEnd: ({ active, over }) => (over ? say('dropped', active.id, over.id) : say('cancelled', active.id)),
    onDragCancel: ({ active }) => say('cancelled', active.id),
  };
  const handleDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    const from = ids.indexOf(String(active.id));
    const to = ids.indexOf(String(over.id));
    if (from >= 0 && to >= 0) onMove(from, to);
  };
  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragEnd={handleDragEnd}
      accessibility={{ announcements, screenReaderInstructions: { draggable: translate(`${T}.instructions`) } }}
    >
      <SortableContext items={ids} strategy={verticalListSortingStrategy}>
        <Box component="ul" aria-label={label} sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1 }}>
          {ids.map((id) => (
            <SortableItem key={id} id={id} label={labelOf(id)} renderItem={renderItem} />
          ))}
        </Box>
      </SortableContext>
    </DndContext>
  );
}

interface SortableItemProps {
  id: string;
  label: string;
  renderItem: SortableListProps['renderItem'];
}

function SortableItem({ id, label, renderItem }: SortableItemProps) {
  const translate = useTranslate();
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({
    id,
    attributes: { roleDescription: translate(`${T}.roleDescription`) },
  });
  const handle = (
    <IconButton
      ref={setActivatorNodeRef}
      {...attributes}
      {...listeners}
      aria-label={translate(`${T}.move`, { name: label })}
      size="small"
      sx={{ cursor: isDragging ? 'grabbing' : 'grab', touchAction: 'none' }}
    >
      <DragIndicatorIcon fontSize="small" />
    </IconButton>
  );
  return (
    <Box
      component="li"
      ref={setNodeRef}
      data-sortable-id={id}
      style={{ transform: CSS.Translate.toString(transform), transition }}
      sx={{ position: 'relative', zIndex: isDragging ? 2 : 'auto', opacity: isDragging ? 0.85 : 1 }}
    >
      {renderItem(id, handle)}
    </Box>
  );
}
