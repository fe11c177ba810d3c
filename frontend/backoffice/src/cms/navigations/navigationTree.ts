/**
 * The nested navigation items as one flat list (each with its depth), which is what the editor drags:
 * an item always moves with its sub-items; nesting follows the item above it.
 */
import type { NavigationItem } from './navigationItems';

export interface FlatItem {
  key: string;
  depth: number;
  /** the item without its children */
  item: Omit<NavigationItem, 'children'>;
}

/** pixels of one nesting level (also how far a row is dragged sideways to nest it) */
export const INDENT = 32;

let counter = 0;
/** A key for a new row (unique within the page's lifetime). */
export const newKey = () => `n${(counter += 1)}`;

export function flatten(items: readonly NavigationItem[] | null | undefined, depth = 0): FlatItem[] {
  return (items ?? []).flatMap(({ children, ...item }) => [
    { key: newKey(), depth, item },
    ...flatten(children, depth + 1),
  ]);
}

/** Back to the nested shape (every item with its `children`). */
export function build(flat: readonly FlatItem[]): NavigationItem[] {
  const root: NavigationItem[] = [];
  const stack: NavigationItem[][] = [root];
  for (const { depth, item } of flat) {
    const node: NavigationItem = { ...item, children: [] } as NavigationItem;
    const level = Math.min(depth, stack.length - 1);
    stack[level].push(node);
    stack.length = level + 1;
    stack.push(node.children as NavigationItem[]);
  }
  return root;
}

/** How many rows the item at `index` spans: itself and its sub-items. */
export function subtreeSize(flat: readonly FlatItem[], index: number): number {
  let end = index + 1;
  while (end < flat.length && flat[end].depth > flat[index].depth) end += 1;
  return end - index;
}

/** The deepest an item may go at `index`: one below the item above it (0 at the top). */
export function maxDepthAt(flat: readonly FlatItem[], index: number): number {
  return index === 0 ? 0 : flat[index - 1].depth + 1;
}

/**
 * Moves the item at `from` (with its sub-items) so that it lands where the item at `to` is, at `depth`
 * (clamped to what the place allows: at most one below the item above, at least as deep as the item below).
 * `to` is an index in the list before the move.
 */
export function moveItem(flat: readonly FlatItem[], from: number, to: number, depth?: number): FlatItem[] {
  const size = subtreeSize(flat, from);
  if (to >= from && to < from + size && depth === undefined) return [...flat];
  const block = flat.slice(from, from + size);
  const rest = [...flat.slice(0, from), ...flat.slice(from + size)];
  // moving down: land after the target's own sub-items so the target keeps them
  let at: number;
  if (to > from) {
    const target = flat[to];
    const targetIndex = rest.indexOf(target);
    at = targetIndex < 0 ? from : targetIndex + subtreeSize(rest, targetIndex);
  } else if (to < from) {
    at = to;
  } else {
    at = from;
  }
  // between an item and its sub-item the moved one becomes a sub-item too (it never takes them away)
  const deepest = at === 0 ? 0 : rest[at - 1].depth + 1;
  const shallowest = Math.min(rest[at]?.depth ?? 0, deepest);
  const allowed = Math.max(shallowest, Math.min(depth ?? block[0].depth, deepest));
  const shift = allowed - block[0].depth;
  const moved = block.map((row) => ({ ...row, depth: row.depth + shift }));
  return [...rest.slice(0, at), ...moved, ...rest.slice(at)];
}

/** Makes the item a sub-item of the one above it (with its own sub-items); unchanged when not possible. */
export function indent(flat: readonly FlatItem[], index: number): FlatItem[] {
  if (flat[index].depth >= maxDepthAt(flat, index)) return [...flat];
  const size = subtreeSize(flat, index);
  return flat.map((row, i) => (i >= index && i < index + size ? { ...row, depth: row.depth + 1 } : row));
}

/** Moves the item one level up, right after its parent's sub-items; unchanged at the top level. */
export function outdent(flat: readonly FlatItem[], index: number): FlatItem[] {
  if (flat[index].depth === 0) return [...flat];
  let parent = index - 1;
  while (flat[parent].depth >= flat[index].depth) parent -= 1;
  const end = parent + subtreeSize(flat, parent);
  const size = subtreeSize(flat, index);
  const block = flat.slice(index, index + size).map((row) => ({ ...row, depth: row.depth - 1 }));
  const rest = [...flat.slice(0, index), ...flat.slice(index + size)];
  const at = end - size;
  return [...rest.slice(0, at), ...block, ...rest.slice(at)];
}

/** Removes the item with its sub-items. */
export function removeItem(flat: readonly FlatItem[], index: number): FlatItem[] {
  const size = subtreeSize(flat, index);
  return [...flat.slice(0, index), ...flat.slice(index + size)];
}

/** The 1-based position path of a row, '2.1' (for announcements and labels). */
export function positionOf(flat: readonly FlatItem[], index: number): string {
  const counters: number[] = [];
  for (let i = 0; i <= index; i += 1) {
    const { depth } = flat[i];
    counters.length = depth + 1;
    counters[depth] = (counters[depth] ?? 0) + 1;
  }
  return counters.join('.');
}
