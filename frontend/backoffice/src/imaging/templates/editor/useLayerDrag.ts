import { useRef, useState } from 'react';
import type { PointerEvent as ReactPointerEvent } from 'react';
import type { Layer } from '../../types';
import type { Box, Guide, Size } from './geometry';
import { dragTo, SNAP_DISTANCE, snapBox } from './geometry';

interface Dragging {
  id: string;
  pointerId: number;
  startX: number;
  startY: number;
  box: Box;
  others: Box[];
}

/**
 * Dragging a layer's box with the pointer: the box follows the pointer on the scaled canvas and snaps within
 * 8 screen pixels to the template's edges and centre lines and to the other layers' edges; `guides` are the
 * lines it snapped to while it moves.
 */
export function useLayerDrag(
  template: Size,
  layers: readonly Layer[],
  scale: number,
  onMove: (id: string, position: { x: number; y: number }) => void,
) {
  const dragging = useRef<Dragging | null>(null);
  const [guides, setGuides] = useState<Guide[]>([]);

  const start = (layer: Layer, event: ReactPointerEvent<HTMLElement>) => {
    if (event.button !== 0) return;
    event.currentTarget.setPointerCapture?.(event.pointerId);
    dragging.current = {
      id: layer.id,
      pointerId: event.pointerId,
      startX: event.clientX,
      startY: event.clientY,
      box: { x: layer.x, y: layer.y, width: layer.width, height: layer.height },
      others: layers.filter((other) => other.id !== layer.id),
    };
  };

  const move = (event: ReactPointerEvent<HTMLElement>) => {
    const drag = dragging.current;
    if (!drag || drag.pointerId !== event.pointerId) return;
    const moved = dragTo(drag.box, event.clientX - drag.startX, event.clientY - drag.startY, scale);
    const snapped = snapBox(moved, template, drag.others, SNAP_DISTANCE / scale);
    setGuides(snapped.guides);
    onMove(drag.id, { x: snapped.x, y: snapped.y });
  };

  const end = (event: ReactPointerEvent<HTMLElement>) => {
    const drag = dragging.current;
    if (!drag || drag.pointerId !== event.pointerId) return;
    event.currentTarget.releasePointerCapture?.(event.pointerId);
    dragging.current = null;
    setGuides([]);
  };

  return { guides, start, move, end };
}
