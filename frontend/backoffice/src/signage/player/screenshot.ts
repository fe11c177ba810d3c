/**
 * The picture a `screenshot` command asks for (docs/devices.md 'Digital signage'): a PNG of what the screen shows,
 * drawn by modern-screenshot, which is loaded only then (its own chunk: the player's first load stays small). At most
 * SCREENSHOT_MAX_SIDE pixels a side: the server stores it as an upload (PNG only, MAX_UPLOAD_BYTES, the ack's body
 * below MAX_BODY_BYTES), and 1280 × 1280 stays below both even uncompressed.
 */
import { signagePlayerMessages as m } from '../../i18n/signagePlayer';

export const SCREENSHOT_MAX_SIDE = 1280;
/** How long the pictures on screen may take to be read again for the PNG. */
export const SCREENSHOT_TIMEOUT_MS = 10_000;

export interface CaptureOptions {
  width: number;
  height: number;
  scale: number;
  backgroundColor: string | null;
  timeout: number;
  filter: (node: Node) => boolean;
}

/** modern-screenshot's domToPng, as the player calls it. */
export type DomToPng = (node: HTMLElement, options: CaptureOptions) => Promise<string>;

export const loadDomToPng = async (): Promise<DomToPng> => (await import('modern-screenshot')).domToPng;

/** The scale that brings the longer side to at most SCREENSHOT_MAX_SIDE (never up). */
export const screenshotScale = (width: number, height: number) =>
  Math.min(1, SCREENSHOT_MAX_SIDE / Math.max(width, height, 1));

const PNG_DATA_URL = 'data:image/png;base64,';

/** What is not on screen stays out of the picture (the page's noscript text, scripts). */
export const onScreen = (node: Node) => node.nodeName !== 'NOSCRIPT' && node.nodeName !== 'SCRIPT';

/** The PNG of `node` at the window's size, as a data URL (what the screenshot's ack carries as `dataUrl`). */
export async function takeScreenshot(node: HTMLElement, load: () => Promise<DomToPng> = loadDomToPng) {
  const width = Math.max(1, Math.round(window.innerWidth));
  const height = Math.max(1, Math.round(window.innerHeight));
  const domToPng = await load();
  const background = window.getComputedStyle(node).backgroundColor;
  const dataUrl = await domToPng(node, {
    width,
    height,
    scale: screenshotScale(width, height),
    backgroundColor: background && background !== 'rgba(0, 0, 0, 0)' ? background : null,
    timeout: SCREENSHOT_TIMEOUT_MS,
    filter: onScreen,
  });
  if (typeof dataUrl !== 'string' || !dataUrl.startsWith(PNG_DATA_URL) || dataUrl.length === PNG_DATA_URL.length) {
    throw new Error(m.notPng);
  }
  return dataUrl;
}
