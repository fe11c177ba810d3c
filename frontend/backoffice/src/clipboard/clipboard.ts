/**
 * The back office's clipboard (spec §3, §4, §9): one item per context (the resource name), kept in
 * session storage under `asp.clipboard`. Adding an item replaces the item of its context.
 */
import { useSyncExternalStore } from 'react';

export const CLIPBOARD_KEY = 'asp.clipboard';

export interface ClipboardItem {
  context: string;
  data: Record<string, unknown>;
}

const listeners = new Set<() => void>();
let cachedText: string | null = null;
let cachedItems: ClipboardItem[] = [];

function isItem(value: unknown): value is ClipboardItem {
  const item = value as ClipboardItem | null;
  return !!item && typeof item.context === 'string' && !!item.data && typeof item.data === 'object';
}

/** Every stored item; anything unreadable in storage counts as an empty clipboard. */
export function readClipboard(): ClipboardItem[] {
  const text = window.sessionStorage.getItem(CLIPBOARD_KEY);
  if (text === cachedText) return cachedItems;
  let items: ClipboardItem[] = [];
  try {
    const parsed: unknown = text ? JSON.parse(text) : [];
    items = Array.isArray(parsed) ? parsed.filter(isItem) : [];
  } catch {
    items = [];
  }
  cachedText = text;
  cachedItems = items;
  return items;
}

export function clipboardItem(context: string): ClipboardItem | undefined {
  return readClipboard().find((item) => item.context === context);
}

/** Stores `data` for `context`, replacing the context's previous item. */
export function addToClipboard(context: string, data: Record<string, unknown>): void {
  const items = [...readClipboard().filter((item) => item.context !== context), { context, data }];
  window.sessionStorage.setItem(CLIPBOARD_KEY, JSON.stringify(items));
  listeners.forEach((listener) => listener());
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** The current item of a context; re-renders when something is copied. */
export function useClipboardItem(context: string): ClipboardItem | undefined {
  const items = useSyncExternalStore(subscribe, readClipboard);
  return items.find((item) => item.context === context);
}

/** What is copied of a record: everything but the fields the server assigns. */
export function copyOfRecord(record: Record<string, unknown>): Record<string, unknown> {
  const { id, position, ...rest } = record;
  return rest;
}

/** The values a paste prefills the create form with: the copy, named "<name> (Kopie)". */
export function pastedValues(item: ClipboardItem, copyName: (name: string) => string): Record<string, unknown> {
  const name = typeof item.data.name === 'string' ? copyName(item.data.name) : item.data.name;
  return { ...item.data, name };
}
