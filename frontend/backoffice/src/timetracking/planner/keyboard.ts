/**
 * Keyboard moves of a shift in the week grid: the arrow keys jump from day cell to day cell of the
 * same person (left, right) or to the same day of the person above or below.
 */
import type { KeyboardCoordinateGetter } from '@dnd-kit/core';

export const cellId = (person: number, day: string) => `cell:${person}:${day}`;

export function parseCellId(id: string): { person: number; day: string } | null {
  const match = /^cell:(\d+):(\d{4}-\d{2}-\d{2})$/.exec(id);
  return match ? { person: Number(match[1]), day: match[2] } : null;
}

const STEPS: Record<string, [number, number]> = {
  ArrowLeft: [0, -1],
  ArrowRight: [0, 1],
  ArrowUp: [-1, 0],
  ArrowDown: [1, 0],
};

/** `layout`: the person ids of the rows and the days of the columns, top to bottom and left to right. */
export function gridCoordinates(layout: { people: number[]; days: string[] }) {
  const getter: KeyboardCoordinateGetter = (event, { context }) => {
    const step = STEPS[event.code];
    if (!step) return undefined;
    event.preventDefault();
    const { people, days } = layout;
    const current = parseCellId(String(context.over?.id ?? ''));
    if (!current) return undefined;
    const row = people.indexOf(current.person) + step[0];
    const column = days.indexOf(current.day) + step[1];
    if (row < 0 || row >= people.length || column < 0 || column >= days.length) return undefined;
    const rect = context.droppableRects.get(cellId(people[row], days[column]));
    return rect ? { x: rect.left + 4, y: rect.top + 4 } : undefined;
  };
  return getter;
}
