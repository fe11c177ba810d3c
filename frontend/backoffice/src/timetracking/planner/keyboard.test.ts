import { describe, expect, it } from 'vitest';
import type { KeyboardCoordinateGetter } from '@dnd-kit/core';
import { cellId, gridCoordinates, parseCellId } from './keyboard';

type Context = Parameters<KeyboardCoordinateGetter>[1]['context'];

const days = ['2026-11-23', '2026-11-24', '2026-11-25'];
const rects = new Map(
  [1, 2].flatMap((person, row) =>
    days.map((day, column) => [cellId(person, day), { left: column * 100, top: row * 50 }] as const),
  ),
);

function press(code: string, over: string) {
  const getter = gridCoordinates({ people: [1, 2], days });
  const event = { code, preventDefault: () => undefined } as KeyboardEvent;
  const context = { over: { id: over }, droppableRects: rects } as unknown as Context;
  return getter(event, { context, active: 'x', currentCoordinates: { x: 0, y: 0 } });
}

describe('Dienstplan keyboard moves', () => {
  it('names and reads cells', () => {
    expect(cellId(7, '2026-11-23')).toBe('cell:7:2026-11-23');
    expect(parseCellId('cell:7:2026-11-23')).toEqual({ person: 7, day: '2026-11-23' });
    expect(parseCellId('12:2026-11-23')).toBeNull();
  });

  it('jumps from day to day and from person to person, not beyond the grid', () => {
    expect(press('ArrowRight', 'cell:1:2026-11-23')).toEqual({ x: 104, y: 4 });
    expect(press('ArrowDown', 'cell:1:2026-11-24')).toEqual({ x: 104, y: 54 });
    expect(press('ArrowLeft', 'cell:1:2026-11-23')).toBeUndefined();
    expect(press('ArrowUp', 'cell:1:2026-11-23')).toBeUndefined();
    expect(press('KeyA', 'cell:1:2026-11-23')).toBeUndefined();
  });
});
