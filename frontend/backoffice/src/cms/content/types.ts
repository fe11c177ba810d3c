/**
 * The content schema as GET /api/content-schema describes it (backend cms.schema.describe()):
 * field specs with camelCase names, per site type, node type, the reusable block and the unions
 * (typed objects chosen by their `type`: block, link, media, navigationItem, ...).
 */
export type ContentFieldType =
  | 'text'
  | 'textarea'
  | 'wysiwyg'
  | 'markdown'
  | 'number'
  | 'date'
  | 'image'
  | 'images'
  | 'file'
  | 'files'
  | 'boolean'
  | 'select'
  | 'multiselect'
  | 'group'
  | 'tabs'
  | 'collection'
  | 'reference'
  | 'color'
  | 'geolocation';

export type ReferenceTarget = 'block' | 'site' | 'category' | 'product' | 'scene' | 'node' | 'branch';

export interface ContentFieldSpec {
  name: string;
  type: ContentFieldType;
  label: string;
  required: boolean;
  default?: unknown;
  maxLength?: number;
  min?: number;
  max?: number;
  integer?: boolean;
  maxItems?: number;
  options?: (string | number)[];
  fields?: ContentFieldSpec[];
  tabs?: { name: string; label: string; fields: ContentFieldSpec[] }[];
  item?: ContentFieldSpec;
  union?: string;
  target?: ReferenceTarget;
  nodeType?: string;
  mode?: 'date' | 'time' | 'dateTime';
  format?: 'email' | 'url' | 'path';
  hint?: string;
  rows?: number;
}

export interface UnionKind {
  type: string;
  label: string;
  fields: ContentFieldSpec[];
}

export interface ContentSchema {
  sites: Record<string, ContentFieldSpec[]>;
  nodes: Record<string, ContentFieldSpec[]>;
  block: ContentFieldSpec[];
  unions: Record<string, UnionKind[]>;
}

/** A content document or a part of it (camelCase keys, as the API sends and takes it). */
export type ContentValue = Record<string, unknown>;
