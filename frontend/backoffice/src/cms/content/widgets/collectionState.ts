/** Keys that follow the entries of a collection through moves, copies and removals (for drag and drop). */
import { useState } from 'react';
import { insertItem, moveItem, removeItem } from '../values';

let counter = 0;
const newKey = () => `entry-${(counter += 1)}`;
const freshKeys = (length: number) => Array.from({ length }, newKey);

export function useEntryKeys(length: number) {
  const [keys, setKeys] = useState(() => freshKeys(length));
  let current = keys;
  if (keys.length !== length) {
    // the list changed from outside (loaded, restored): new keys for all
    current = freshKeys(length);
    setKeys(current);
  }
  return {
    keys: current,
    moved: (from: number, to: number) => setKeys((old) => moveItem(old, from, to)),
    duplicated: (index: number) => setKeys((old) => insertItem(old, index + 1, newKey())),
    removed: (index: number) => setKeys((old) => removeItem(old, index)),
    inserted: (index: number) => {
      const key = newKey();
      setKeys((old) => insertItem(old, index, key));
      return key;
    },
  };
}
