import type { ContentFieldSpec } from '../types';

/** Every widget edits one value of the document, at `path` (relative to the document, dotted). */
export interface WidgetProps<V = unknown> {
  spec: ContentFieldSpec;
  value: V;
  onChange: (value: V) => void;
  path: string;
}
