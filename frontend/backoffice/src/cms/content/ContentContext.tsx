/** What every widget of one content editor shares: the schema's unions, the errors per widget, an id prefix. */
import { createContext, useContext } from 'react';
import type { UnionKind } from './types';

export interface ContentContextValue {
  unions: Record<string, UnionKind[]>;
  /** messages by the path of the widget that shows them ('body.3.columns.1.image') */
  errors: Record<string, string[]>;
  /** prefix of element ids (the form field's name) */
  idPrefix: string;
}

export const ContentContext = createContext<ContentContextValue>({ unions: {}, errors: {}, idPrefix: 'content' });

export const useContent = () => useContext(ContentContext);

/** The messages shown at the widget of `path`. */
export function useFieldErrors(path: string): string[] {
  return useContent().errors[path] ?? [];
}

/** Whether an error sits at `path` or anywhere below it (a collapsed block with an error opens). */
export function useHasErrorsWithin(path: string): boolean {
  const { errors } = useContent();
  return Object.keys(errors).some((key) => key === path || key.startsWith(`${path}.`));
}

/** A DOM id for the widget of `path`. */
export function useWidgetId(path: string): string {
  return `${useContent().idPrefix}-${path || 'root'}`.replace(/[^A-Za-z0-9_-]/g, '-');
}
