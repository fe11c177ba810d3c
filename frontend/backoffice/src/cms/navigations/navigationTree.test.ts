import { describe, expect, it } from 'vitest';
import type { NavigationItem } from './navigationItems';
import { build, flatten, indent, moveItem, outdent, positionOf, removeItem } from './navigationTree';

const item = (label: string, children: NavigationItem[] = []): NavigationItem => ({ type: 'other', label, children });
const tree = [item('A', [item('A1'), item('A2')]), item('B'), item('C', [item('C1')])];
const shape = (flat: ReturnType<typeof flatten>) => flat.map((row) => `${'-'.repeat(row.depth)}${row.item.label}`);

describe('navigation tree', () => {
  it('flattens with depths and builds back the same tree', () => {
    const flat = flatten(tree);
    expect(shape(flat)).toEqual(['A', '-A1', '-A2', 'B', 'C', '-C1']);
    expect(build(flat)).toEqual(tree);
  });

  it('moves an item with its sub-items, down after the target and up before it', () => {
    const flat = flatten(tree);
    expect(shape(moveItem(flat, 0, 3, 0))).toEqual(['B', 'A', '-A1', '-A2', 'C', '-C1']);
    expect(shape(moveItem(flat, 4, 0, 0))).toEqual(['C', '-C1', 'A', '-A1', '-A2', 'B']);
    expect(shape(moveItem(flat, 3, 1, 1))).toEqual(['A', '-B', '-A1', '-A2', 'C', '-C1']);
  });

  it('never nests deeper than one below the item above', () => {
    const flat = flatten(tree);
    expect(shape(moveItem(flat, 3, 0, 2))).toEqual(['B', 'A', '-A1', '-A2', 'C', '-C1']);
    expect(shape(moveItem(flat, 5, 3, 3))).toEqual(['A', '-A1', '-A2', '--C1', 'B', 'C']);
    // dropped between an item and its first sub-item: a sub-item as well
    expect(shape(moveItem(flat, 3, 1, 0))).toEqual(['A', '-B', '-A1', '-A2', 'C', '-C1']);
  });

  it('indents under the item above and outdents after the parent, sub-items along', () => {
    const flat = flatten(tree);
    expect(shape(indent(flat, 3))).toEqual(['A', '-A1', '-A2', '-B', 'C', '-C1']);
    expect(shape(indent(flat, 0))).toEqual(shape(flat));
    expect(shape(indent(flat, 4))).toEqual(['A', '-A1', '-A2', 'B', '-C', '--C1']);
    expect(shape(outdent(flat, 1))).toEqual(['A', '-A2', 'A1', 'B', 'C', '-C1']);
    expect(shape(outdent(flat, 0))).toEqual(shape(flat));
  });

  it('removes with sub-items and names positions', () => {
    const flat = flatten(tree);
    expect(shape(removeItem(flat, 0))).toEqual(['B', 'C', '-C1']);
    expect([0, 2, 3, 5].map((index) => positionOf(flat, index))).toEqual(['1', '1.2', '2', '3.1']);
  });
});
