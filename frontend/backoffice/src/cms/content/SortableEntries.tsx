/**
 * The entries of a collection, sorted by drag and drop with pointer or keyboard (@dnd-kit): each entry
 * has a handle (Leertaste, Pfeiltasten, Leertaste) and German screen-reader announcements.
 */
import DragIndicatorIcon from '@mui/icons-material/DragIndicator';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import { DndContext, KeyboardSensor, PointerSensor, closestCenter, useSensor, useSensors } from '@dnd-kit/core';
import type { Announcements, DragEndEvent, UniqueIdentifier } from '@dnd-kit/core';
import { SortableContext, sortableKeyboardCoordinates, useSortable, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { useRef } from 'react';
import type { ReactNode } from 'react';
import { useTranslate } from 'react-admin';

const T = 'resources.cmsContent.list';

interface SortableEntriesProps {
  keys: string[];
  nameOf: (key: string) => string;
  onMove: (from: number, to: number) => void;
  renderEntry: (key: string, handle: ReactNode) => ReactNode;
  label: string;
}

export function SortableEntries({ keys, nameOf, onMove, renderEntry, label }: SortableEntriesProps) {
  const translate = useTranslate();
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const say = (key: string, id: UniqueIdentifier, at: UniqueIdentifier = id) =>
    translate(`${T}.${key}`, { name: nameOf(String(id)), position: keys.indexOf(String(at)) + 1, count: keys.length });
  // the first "over" of a drag is the entry itself: keep the pick-up announcement instead
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
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    const from = keys.indexOf(String(active.id));
    const to = keys.indexOf(String(over.id));
    if (from >= 0 && to >= 0) onMove(from, to);
  };
  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragEnd={onDragEnd}
      accessibility={{ announcements, screenReaderInstructions: { draggable: translate(`${T}.instructions`) } }}
    >
      <SortableContext items={keys} strategy={verticalListSortingStrategy}>
        <Box component="ol" aria-label={label} sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1 }}>
          {keys.map((key) => (
            <Entry key={key} id={key} name={nameOf(key)} renderEntry={renderEntry} />
          ))}
        </Box>
      </SortableContext>
    </DndContext>
  );
}

function Entry({ id, name, renderEntry }: { id: string; name: string; renderEntry: SortableEntriesProps['renderEntry'] }) {
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
      aria-label={translate(`${T}.move`, { name })}
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
      data-entry={id}
      style={{ transform: CSS.Translate.toString(transform), transition }}
      sx={{ position: 'relative', zIndex: isDragging ? 2 : 'auto' }}
    >
      {renderEntry(id, handle)}
    </Box>
  );
}
