import { describe, expect, it } from 'vitest';
import type { KeyboardCoordinateGetter } from '@dnd-kit/core';
import { i18nProvider } from '../../i18n/i18nProvider';
import { columnKeyboardCoordinates } from './boardKeyboard';

type Args = Parameters<KeyboardCoordinateGetter>[1];

const rect = (left: number) => ({ left, top: 100, width: 200, height: 400, right: left + 200, bottom: 500 });
const rects = new Map([
  ['open', rect(0)],
  ['in_progress', rect(220)],
  ['review', rect(440)],
  ['done', rect(660)],
]);

function press(code: string, over: string | null, status = 'open') {
  let prevented = false;
  const event = { code, preventDefault: () => (prevented = true) } as unknown as KeyboardEvent;
  const args = {
    active: 1,
    currentCoordinates: { x: 0, y: 0 },
    context: {
      active: { id: 1, data: { current: { status } } },
      over: over ? { id: over } : null,
      droppableRects: rects,
    },
  } as unknown as Args;
  return { to: columnKeyboardCoordinates(event, args), prevented };
}

describe('moving a task card with the keyboard', () => {
  it('jumps to the next or previous status column', () => {
    expect(press('ArrowRight', null)).toEqual({ to: { x: 228, y: 108 }, prevented: true });
    expect(press('ArrowRight', 'in_progress')).toEqual({ to: { x: 448, y: 108 }, prevented: true });
    expect(press('ArrowLeft', 'review')).toEqual({ to: { x: 228, y: 108 }, prevented: true });
  });

  it('stays at the edges and leaves other keys to dnd-kit', () => {
    expect(press('ArrowLeft', 'open').to).toBeUndefined();
    expect(press('ArrowRight', null, 'done').to).toBeUndefined();
    expect(press('ArrowDown', 'open')).toEqual({ to: undefined, prevented: false });
  });

  it('announces moves in German', () => {
    const say = (key: string) =>
      i18nProvider.translate(`resources.tasks.board.${key}`, { name: 'Kühlraum reinigen', status: 'In Arbeit' });
    expect(say('dropped')).toBe('Aufgabe „Kühlraum reinigen“ in Spalte In Arbeit abgelegt.');
    expect(say('cancelled')).toBe('Verschieben von „Kühlraum reinigen“ abgebrochen.');
  });
});
