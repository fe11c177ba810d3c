/**
 * The sensors and German screen-reader set-up of a vertical list sorted with @dnd-kit: pointer (after 4 px),
 * touch and keyboard (Leertaste, Pfeiltasten, Leertaste). The texts come from a message namespace with the
 * keys instructions, pickedUp, movedOver, dropped and cancelled (each gets name, position and count).
 */
import { KeyboardSensor, PointerSensor, useSensor, useSensors } from '@dnd-kit/core';
import type { Announcements, UniqueIdentifier } from '@dnd-kit/core';
import { sortableKeyboardCoordinates } from '@dnd-kit/sortable';
import { useRef } from 'react';
import { useTranslate } from 'react-admin';

export function useSortableAnnouncements(ids: readonly string[], nameOf: (id: string) => string, texts: string) {
  const translate = useTranslate();
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const say = (key: string, id: UniqueIdentifier, at: UniqueIdentifier = id) =>
    translate(`${texts}.${key}`, {
      name: nameOf(String(id)),
      position: Math.max(ids.indexOf(String(at)), 0) + 1,
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
  return {
    sensors,
    accessibility: { announcements, screenReaderInstructions: { draggable: translate(`${texts}.instructions`) } },
  };
}
