/**
 * Where the ids of the Google tag and the Meta pixel come from: the public consent configuration
 * (GET /api/public/consent: googleTagId, facebookPixelId). Isolated so that the consent area can hand
 * them over from its own loaded configuration instead; any failure means "not configured".
 */

export interface TagIds {
  googleTagId: string;
  facebookPixelId: string;
}

export const CONSENT_CONFIG_URL = '/api/public/consent';

const NONE: TagIds = { googleTagId: '', facebookPixelId: '' };
// ids as the tags' own scripts accept them (G-XXXX / GT-… / AW-…, digits for the pixel)
const GOOGLE_ID = /^[A-Z]{1,3}-[A-Z0-9-]{4,30}$/;
const PIXEL_ID = /^[0-9]{5,20}$/;

let loaded: Promise<TagIds> | null = null;

export function tagIds(): Promise<TagIds> {
  loaded ??= fetch(CONSENT_CONFIG_URL, { credentials: 'omit' })
    .then((response) => (response.ok ? (response.json() as Promise<{ data?: Partial<TagIds> }>) : {}))
    .then((body: { data?: Partial<TagIds> }) => ({
      googleTagId: GOOGLE_ID.test(body.data?.googleTagId ?? '') ? (body.data?.googleTagId ?? '') : '',
      facebookPixelId: PIXEL_ID.test(body.data?.facebookPixelId ?? '') ? (body.data?.facebookPixelId ?? '') : '',
    }))
    .catch(() => NONE);
  return loaded;
}

/** Forgets the loaded ids (tests). */
export function resetTagIds() {
  loaded = null;
}
