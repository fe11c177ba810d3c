/**
 * Slugs for tags and for site paths (spec §5 Slugs). Mirrors backend/rules/slug.py; both run
 * contracts/slug.json.
 *
 * Tag slug: lowercase; ä -> ae, ö -> oe, ü -> ue, ß -> ss; underscores and spaces become hyphens; any
 * other character but a-z, 0-9 and hyphens is removed; runs of hyphens merge; a trailing hyphen goes.
 * Path slug: the same but dots and slashes are kept, and leading and trailing separators (hyphen, dot,
 * slash) are stripped.
 */

const REPLACEMENTS: Record<string, string> = { ä: 'ae', ö: 'oe', ü: 'ue', ß: 'ss', _: '-', ' ': '-' };
const REPLACED = /[äöüß_ ]/g;
const NOT_TAG = /[^a-z0-9-]/g;
const NOT_PATH = /[^a-z0-9./-]/g;
const HYPHENS = /-{2,}/g;
const PATH_EDGES = /^[-./]+|[-./]+$/g;

function base(value: string | null | undefined, notAllowed: RegExp): string {
  const lowered = (value ?? '').toLowerCase().replace(REPLACED, (char) => REPLACEMENTS[char] ?? '');
  return lowered.replace(notAllowed, '').replace(HYPHENS, '-');
}

export function tagSlug(value: string | null | undefined): string {
  const slug = base(value, NOT_TAG);
  return slug.endsWith('-') ? slug.slice(0, -1) : slug;
}

export function pathSlug(value: string | null | undefined): string {
  return base(value, NOT_PATH).replace(PATH_EDGES, '');
}
