/**
 * The player's calls (docs/devices.md 'Digital signage'): GET /api/signage/player (ETag / 304, asked every 5 s) and
 * POST /api/signage/proof-of-play, with the device's secret through the agent client the device page lends.
 */

export interface PlayerImage {
  id: number;
  version: number;
  extension: string;
  url: string;
}

export interface BoardProduct {
  id: number;
  name: string;
  description?: string;
  allergens?: string;
  /** a decimal string; null when the catalogue hides the price */
  price: string | null;
  image: PlayerImage | null;
  available: boolean;
}

export interface BoardCategory {
  id: number;
  name: string;
  available: boolean;
  products: BoardProduct[];
}

export interface MenuBoard {
  title: string;
  menu: { id: number; name: string } | null;
  categories: BoardCategory[];
}

export interface ContentImage {
  id: number;
  version: number;
  extension: string;
  alt?: string;
}

/** A block of the website builder's catalogue (camelCase, as the API answers it); the player shows some kinds. */
export interface ContentBlock {
  type: string;
  [field: string]: unknown;
}

export interface PlayerScene {
  id: number;
  path: string;
  name: string;
  layout: 'blocks' | 'menu-board';
  durationSeconds: number | null;
  transition: 'fade' | 'slide' | 'none';
  content: { body?: ContentBlock[] } | null;
  menuBoard: MenuBoard | null;
}

export interface Ref {
  id: number;
  name: string;
}

/** What plays from now until `until`. */
export interface Program {
  segment: Ref | null;
  scenes: PlayerScene[];
  until: string | null;
}

export interface PlayerAnswer extends Program {
  device: {
    id: number;
    device: number;
    name: string;
    identifier: string;
    orientation: 'landscape' | 'portrait';
    resolution: string;
    branch: { id: number; name: string; identifier: string };
  };
  stream: Ref | null;
  /** the segment after `until`, so that an offline player switches on time */
  next: Program | null;
  /** an open show-scene command: its scene is shown until the command is aborted */
  override: { command: number; since: string; scene: PlayerScene } | null;
}

export type Polled<T> = { changed: false } | { changed: true; data: T; etag: string | null };

/** What the device page lends the player (devices/page: DeviceSession, structurally). */
export interface PlayerSession {
  client: {
    poll<T>(url: string, etag: string | null, signal?: AbortSignal): Promise<Polled<T>>;
    post<T>(url: string, body?: unknown): Promise<T>;
  };
  onCommand: (
    kind: string,
    handler: (command: {
      id: number;
      kind: string;
      payload: Record<string, unknown>;
    }) => Promise<CommandOutcome | void> | CommandOutcome | void,
  ) => () => void;
  log: { info: (text: string) => void; warn: (text: string) => void; error: (text: string) => void };
}

export interface CommandOutcome {
  result?: unknown;
  afterAck?: () => void;
  ack?: boolean;
}

export const PLAYER_URL = '/api/signage/player';
export const PROOF_OF_PLAY_URL = '/api/signage/proof-of-play';

export const fetchPlayer = (session: PlayerSession, etag: string | null, signal?: AbortSignal) =>
  session.client.poll<PlayerAnswer>(PLAYER_URL, etag, signal);

export const reportPlay = (session: PlayerSession, sceneId: number, shownAt: string) =>
  session.client.post<unknown>(PROOF_OF_PLAY_URL, { sceneId, shownAt });
