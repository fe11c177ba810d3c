/**
 * A signature as e-mail HTML: the name and contact lines drawn in the shop's font into an image (mail
 * programs do not load web fonts), between MIN_WIDTH and MAX_WIDTH pixels wide, with the address and phone
 * number as real links below. The font's stylesheet comes from this server (/fonts/google/…, cms Font).
 */
import type { Signature } from './api/signatures';

export const MIN_WIDTH = 820;
export const MAX_WIDTH = 1400;
const PADDING = 24;
const NAME_SIZE = 40;
const LINE_SIZE = 24;
export const DEFAULT_FONT = 'DejaVu Sans Mono';

const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

export function clampWidth(contentWidth: number): number {
  return Math.min(MAX_WIDTH, Math.max(MIN_WIDTH, Math.ceil(contentWidth + 2 * PADDING)));
}

export function fontStylesheetUrl(family: string, variant = 'regular'): string {
  return `/fonts/google/${family.trim().replace(/ /g, '+')}/style-${variant}.embed.css`;
}

/** Loads the font's stylesheet once (a link element: allowed by the page's policy) and waits for it. */
export async function loadFont(family: string): Promise<void> {
  const href = fontStylesheetUrl(family);
  if (!document.querySelector(`link[data-signature-font="${href}"]`)) {
    const link = document.createElement('link');
    link.rel = 'stylesheet';
    link.href = href;
    link.dataset.signatureFont = href;
    await new Promise<void>((resolve) => {
      link.onload = () => resolve();
      link.onerror = () => resolve(); // the image falls back to a system font
      document.head.append(link);
    });
  }
  if (document.fonts) await document.fonts.load(`${NAME_SIZE}px "${family}"`).catch(() => undefined);
}

function lines(signature: Signature): string[] {
  return [signature.email, signature.phone].filter(Boolean);
}

/** The image of the signature (PNG data URL) and its size. */
export function drawSignature(signature: Signature, family: string) {
  const canvas = document.createElement('canvas');
  const context = canvas.getContext('2d');
  if (!context) throw new Error('no canvas');
  const nameFont = `bold ${NAME_SIZE}px "${family}", monospace`;
  const lineFont = `${LINE_SIZE}px "${family}", monospace`;
  context.font = nameFont;
  let widest = context.measureText(signature.name).width;
  context.font = lineFont;
  for (const line of lines(signature)) widest = Math.max(widest, context.measureText(line).width);
  const width = clampWidth(widest);
  const height = PADDING * 2 + NAME_SIZE + lines(signature).length * (LINE_SIZE + 12);
  canvas.width = width;
  canvas.height = height;
  context.fillStyle = '#ffffff';
  context.fillRect(0, 0, width, height);
  context.fillStyle = '#030201';
  context.textBaseline = 'top';
  context.font = nameFont;
  context.fillText(signature.name, PADDING, PADDING);
  context.font = lineFont;
  lines(signature).forEach((line, index) => {
    context.fillText(line, PADDING, PADDING + NAME_SIZE + 12 + index * (LINE_SIZE + 12));
  });
  return { src: canvas.toDataURL('image/png'), width, height };
}

/** The signature's e-mail HTML around its image. */
export function signatureHtml(signature: Signature, image: { src: string; width: number; height: number }): string {
  const name = escapeHtml(signature.name);
  const links = [
    signature.email ? `<a href="mailto:${escapeHtml(signature.email)}">${escapeHtml(signature.email)}</a>` : '',
    signature.phone
      ? `<a href="tel:${escapeHtml(signature.phone.replace(/[^\d+]/g, ''))}">${escapeHtml(signature.phone)}</a>`
      : '',
  ].filter(Boolean);
  return (
    `<table cellpadding="0" cellspacing="0" border="0" width="${image.width}" ` +
    `style="width:${image.width}px;border-collapse:collapse">` +
    `<tr><td><img src="${image.src}" width="${image.width}" height="${image.height}" alt="${name}" ` +
    `style="display:block;width:${image.width}px;height:${image.height}px;border:0"></td></tr>` +
    (links.length
      ? `<tr><td style="padding:4px 24px;font-family:Arial,sans-serif;font-size:14px">${links.join(' · ')}</td></tr>`
      : '') +
    `</table>`
  );
}

export async function renderSignature(signature: Signature, family: string): Promise<string> {
  await loadFont(family);
  return signatureHtml(signature, drawSignature(signature, family));
}
