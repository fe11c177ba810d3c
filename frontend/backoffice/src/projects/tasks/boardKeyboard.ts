/**
 * Keyboard moves on the task board: left and right arrows carry the picked-up card to the previous or
 * next status column (dnd-kit's default would move it by a few pixels at a time).
 */
import type { KeyboardCoordinateGetter } from '@dnd-kit/core';
import { TASK_STATUSES } from '../choices';

export const columnKeyboardCoordinates: KeyboardCoordinateGetter = (event, { context }) => {
  const { active, over, droppableRects } = context;
  const step = event.code === 'ArrowRight' ? 1 : event.code === 'ArrowLeft' ? -1 : 0;
  if (!active || step === 0) return undefined;
  const current = String(over?.id ?? (active.data.current as { status?: string } | undefined)?.status ?? '');
  const target = TASK_STATUSES[TASK_STATUSES.indexOf(current as (typeof TASK_STATUSES)[number]) + step];
  const rect = target ? droppableRects.get(target) : undefined;
  if (!rect) return undefined;
  event.preventDefault();
  return { x: rect.left + 8, y: rect.top + 8 };
};
