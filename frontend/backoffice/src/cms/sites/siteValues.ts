/** The Seiten form's values: what is sent on save and as draft, the preview address, path checks. */
import { pathSlug } from '@bestellwerk/common/rules/slug';
import type { ContentFieldSpec } from '../content';

export const SITE_TYPES = ['default', 'story', 'simple'] as const;
export type SiteType = (typeof SITE_TYPES)[number];

export interface SiteValues {
  path?: string | null;
  name?: string | null;
  title?: string | null;
  description?: string | null;
  type?: SiteType | null;
  isPublic?: boolean | null;
  content?: Record<string, unknown> | null;
}

/**
 * The editable body of a site (as saved or kept as draft): only the fields of the API, and a content
 * with only the fields of the chosen type (after a change of type the old type's fields are left out).
 */
export function sitePayload(values: SiteValues, fields: readonly ContentFieldSpec[] | undefined) {
  const content = values.content ?? {};
  const names = fields ? new Set(fields.map((field) => field.name)) : null;
  return {
    path: values.path ?? '',
    name: values.name ?? '',
    title: values.title ?? '',
    description: values.description ?? '',
    type: values.type ?? 'default',
    isPublic: values.isPublic ?? false,
    content: names ? Object.fromEntries(Object.entries(content).filter(([key]) => names.has(key))) : content,
  };
}

/** Where the public site shows a page with its draft: /{path}?vorschau=1 (the home page at /). */
export function previewUrl(path: string | null | undefined): string {
  const clean = (path ?? '').replace(/^\/+/, '');
  return `/${clean}?vorschau=1`;
}

/** The path as the server stores it ('' for the home page); null when the text already is one. */
export function suggestedPath(value: string | null | undefined): string | null {
  const text = value ?? '';
  const slug = pathSlug(text);
  return slug === text ? null : slug;
}
