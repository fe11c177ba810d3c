/**
 * The editor's geometry, in template pixels: where a dragged layer snaps (the template's edges and centre lines,
 * the other layers' edges) and where an arrow key moves it. Boxes are the unrotated boxes the contract stores
 * (rotation turns a box about its centre, which neither snapping nor nudging changes).
 */

export interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface Size {
  width: number;
  height: number;
}

/** A guide line where a layer snapped: vertical at `position` on the x axis, horizontal on the y axis. */
export interface Guide {
  axis: 'x' | 'y';
  position: number;
}

export interface Snapped {
  x: number;
  y: number;
  guides: Guide[];
}

/** How near (in screen pixels) an edge must come to snap. */
export const SNAP_DISTANCE = 8;

/** The lines a moving box may snap to on one axis: the template's edges and centre, the others' edges. */
function targets(template: Size, others: readonly Box[], axis: 'x' | 'y'): number[] {
  const length = axis === 'x' ? template.width : template.height;
  const lines = [0, length / 2, length];
  for (const other of others) {
    const start = axis === 'x' ? other.x : other.y;
    lines.push(start, start + (axis === 'x' ? other.width : other.height));
  }
  return lines;
}

/** The nearest snap on one axis: the moving box's start, centre or end onto a target within `threshold`. */
function snapAxis(start: number, length: number, lines: readonly number[], threshold: number) {
  let best: { offset: number; line: number } | null = null;
  for (const point of [start, start + length / 2, start + length]) {
    for (const line of lines) {
      const offset = line - point;
      if (Math.abs(offset) <= threshold && (best === null || Math.abs(offset) < Math.abs(best.offset))) {
        best = { offset, line };
      }
    }
  }
  return best;
}

/**
 * Where a box dragged to (`x`, `y`) lands: each axis snaps separately to the nearest line within `threshold`
 * template pixels (the canvas passes SNAP_DISTANCE / scale, 8 screen pixels), rounded to whole pixels; the
 * guides name the lines it snapped to.
 */
export function snapBox(box: Box, template: Size, others: readonly Box[], threshold = SNAP_DISTANCE): Snapped {
  const guides: Guide[] = [];
  let { x, y } = box;
  const onX = snapAxis(x, box.width, targets(template, others, 'x'), threshold);
  if (onX) {
    x += onX.offset;
    guides.push({ axis: 'x', position: onX.line });
  }
  const onY = snapAxis(y, box.height, targets(template, others, 'y'), threshold);
  if (onY) {
    y += onY.offset;
    guides.push({ axis: 'y', position: onY.line });
  }
  return { x: Math.round(x), y: Math.round(y), guides };
}

/** The box's position after a drag by a pointer delta measured in screen pixels at `scale`. */
export function dragTo(start: Box, deltaX: number, deltaY: number, scale: number): Box {
  return { ...start, x: Math.round(start.x + deltaX / scale), y: Math.round(start.y + deltaY / scale) };
}

const ARROWS: Record<string, [number, number]> = {
  ArrowLeft: [-1, 0],
  ArrowRight: [1, 0],
  ArrowUp: [0, -1],
  ArrowDown: [0, 1],
};

/** The position an arrow key moves a box to (1 px, with Shift 10 px); null for any other key. */
export function nudge(box: Box, key: string, shift: boolean): { x: number; y: number } | null {
  const direction = ARROWS[key];
  if (!direction) return null;
  const step = shift ? 10 : 1;
  return { x: box.x + direction[0] * step, y: box.y + direction[1] * step };
}

/** The scale that fits a template into the space available (never enlarged). */
export function fitScale(template: Size, space: Size): number {
  if (template.width <= 0 || template.height <= 0) return 1;
  return Math.min(1, space.width / template.width, space.height / template.height);
}
