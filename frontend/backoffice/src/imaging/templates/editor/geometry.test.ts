import { describe, expect, it } from 'vitest';
import { dragTo, fitScale, nudge, snapBox } from './geometry';

const TEMPLATE = { width: 1080, height: 1080 };

describe('snapping a dragged layer', () => {
  it("snaps the box's left edge to the template's left edge within 8 px, with a vertical guide", () => {
    const snapped = snapBox({ x: 6, y: 300, width: 200, height: 100 }, TEMPLATE, []);
    expect(snapped).toEqual({ x: 0, y: 300, guides: [{ axis: 'x', position: 0 }] });
  });

  it("snaps the box's right and bottom edges to the template's right and bottom edges", () => {
    const snapped = snapBox({ x: 875, y: 985, width: 200, height: 100 }, TEMPLATE, []);
    expect(snapped.x).toBe(880);
    expect(snapped.y).toBe(980);
    expect(snapped.guides).toEqual([
      { axis: 'x', position: 1080 },
      { axis: 'y', position: 1080 },
    ]);
  });

  it("snaps the box's centre to the template's centre lines", () => {
    const snapped = snapBox({ x: 437, y: 493, width: 200, height: 100 }, TEMPLATE, []);
    expect(snapped).toEqual({
      x: 440,
      y: 490,
      guides: [
        { axis: 'x', position: 540 },
        { axis: 'y', position: 540 },
      ],
    });
  });

  it("snaps to another layer's edges: its left edge to the other's right edge", () => {
    const other = { x: 100, y: 100, width: 300, height: 50 };
    const snapped = snapBox({ x: 404, y: 700, width: 100, height: 100 }, TEMPLATE, [other]);
    expect(snapped.x).toBe(400);
    expect(snapped.guides).toEqual([{ axis: 'x', position: 400 }]);
  });

  it('takes the nearest line when several are within reach', () => {
    const other = { x: 0, y: 12, width: 100, height: 100 };
    // top 5 from the template's edge, 7 from the other's top: the template's edge wins
    expect(snapBox({ x: 300, y: 5, width: 100, height: 100 }, TEMPLATE, [other]).y).toBe(0);
  });

  it('does not snap further than the threshold, and rounds to whole pixels', () => {
    expect(snapBox({ x: 9, y: 300.4, width: 200, height: 100 }, TEMPLATE, [])).toEqual({
      x: 9,
      y: 300,
      guides: [],
    });
  });

  it('takes the threshold in template pixels (the canvas passes 8 screen pixels at its scale)', () => {
    // at scale 0.5, 8 screen pixels are 16 template pixels
    expect(snapBox({ x: 15, y: 300, width: 200, height: 100 }, TEMPLATE, [], 16).x).toBe(0);
    expect(snapBox({ x: 15, y: 300, width: 200, height: 100 }, TEMPLATE, [], 8).x).toBe(15);
  });
});

describe('moving and nudging', () => {
  it('turns a pointer delta on the scaled canvas into template pixels', () => {
    expect(dragTo({ x: 10, y: 20, width: 50, height: 50 }, 30, -15, 0.5)).toEqual({
      x: 70,
      y: -10,
      width: 50,
      height: 50,
    });
  });

  it('moves 1 px per arrow key and 10 px with Shift', () => {
    const box = { x: 100, y: 100, width: 10, height: 10 };
    expect(nudge(box, 'ArrowLeft', false)).toEqual({ x: 99, y: 100 });
    expect(nudge(box, 'ArrowRight', true)).toEqual({ x: 110, y: 100 });
    expect(nudge(box, 'ArrowUp', true)).toEqual({ x: 100, y: 90 });
    expect(nudge(box, 'ArrowDown', false)).toEqual({ x: 100, y: 101 });
  });

  it('ignores other keys', () => {
    expect(nudge({ x: 0, y: 0, width: 1, height: 1 }, 'Enter', false)).toBeNull();
  });

  it('fits a template into the space without enlarging it', () => {
    expect(fitScale({ width: 1080, height: 1920 }, { width: 540, height: 480 })).toBe(0.25);
    expect(fitScale({ width: 200, height: 100 }, { width: 540, height: 480 })).toBe(1);
  });
});
