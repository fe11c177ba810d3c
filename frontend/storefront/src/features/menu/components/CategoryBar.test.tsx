import { describe, expect, it } from 'vitest';

import { currentCategory } from './CategoryBar';

function group(id: string, top: number): HTMLElement {
  const element = document.createElement('section');
  element.id = id;
  element.getBoundingClientRect = () => ({ top }) as DOMRect;
  return element;
}

describe('currentCategory', () => {
  it('is the last group whose top lies above 25% of the viewport height', () => {
    const groups = [group('kategorie-1', -400), group('kategorie-2', 150), group('kategorie-3', 250)];
    expect(currentCategory(groups, 800)).toBe('kategorie-2');
    expect(currentCategory(groups, 1200)).toBe('kategorie-3');
  });

  it('is none while the first group is still below that line', () => {
    expect(currentCategory([group('kategorie-1', 300)], 800)).toBeNull();
  });
});
