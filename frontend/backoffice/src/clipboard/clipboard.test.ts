import { afterEach, describe, expect, it } from 'vitest';
import { act, renderHook } from '@testing-library/react';
import {
  CLIPBOARD_KEY,
  addToClipboard,
  clipboardItem,
  copyOfRecord,
  pastedValues,
  readClipboard,
  useClipboardItem,
} from './clipboard';

afterEach(() => window.sessionStorage.clear());

describe('clipboard', () => {
  it('is empty without a stored value', () => {
    expect(readClipboard()).toEqual([]);
    expect(clipboardItem('products')).toBeUndefined();
  });

  it('keeps one item per context in session storage under asp.clipboard', () => {
    addToClipboard('products', { name: 'Semmel', price: '0.60' });
    addToClipboard('tags', { name: 'Vegan', weight: 3 });

    expect(JSON.parse(window.sessionStorage.getItem(CLIPBOARD_KEY) ?? '')).toEqual([
      { context: 'products', data: { name: 'Semmel', price: '0.60' } },
      { context: 'tags', data: { name: 'Vegan', weight: 3 } },
    ]);
    expect(clipboardItem('tags')).toEqual({ context: 'tags', data: { name: 'Vegan', weight: 3 } });
  });

  it('replaces the item of the same context and leaves the others', () => {
    addToClipboard('products', { name: 'Semmel' });
    addToClipboard('categories', { name: 'Gebäck' });
    addToClipboard('products', { name: 'Kornspitz' });

    expect(readClipboard()).toEqual([
      { context: 'categories', data: { name: 'Gebäck' } },
      { context: 'products', data: { name: 'Kornspitz' } },
    ]);
  });

  it('treats unreadable storage as empty', () => {
    window.sessionStorage.setItem(CLIPBOARD_KEY, '{kaputt');
    expect(readClipboard()).toEqual([]);
    window.sessionStorage.setItem(
      CLIPBOARD_KEY,
      JSON.stringify([{ context: 'tags' }, 'x', { context: 'a', data: {} }]),
    );
    expect(readClipboard()).toEqual([{ context: 'a', data: {} }]);
  });

  it('copies a record without the fields the server assigns', () => {
    expect(copyOfRecord({ id: 7, position: 2, name: 'Brot', isEnabled: true })).toEqual({
      name: 'Brot',
      isEnabled: true,
    });
  });

  it('names the pasted copy with the given wording', () => {
    const pasted = pastedValues(
      { context: 'donatees', data: { name: 'Caritas', description: 'Hilfe' } },
      (name) => `${name} (Kopie)`,
    );
    expect(pasted).toEqual({ name: 'Caritas (Kopie)', description: 'Hilfe' });
  });

  it('re-renders the users of a context when something is copied', () => {
    const { result } = renderHook(() => useClipboardItem('products'));
    expect(result.current).toBeUndefined();

    act(() => addToClipboard('products', { name: 'Semmel' }));

    expect(result.current).toEqual({ context: 'products', data: { name: 'Semmel' } });
  });
});
