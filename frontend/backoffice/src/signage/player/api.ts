/**
 * The player's calls (docs/devices.md 'Digital signage'): GET /api/signage/player (ETag / 304, asked every 5 s) and
 * POST /api/signage/proof-of-play, with the device's secret through the agent client the device page lends.
 */
import type { components } from '@bestellwerk/common/api/schema.gen';

type Schemas = components['schemas'];

/** The player's answer (signage: PlayerAnswer): the TV, its stream, the segment now with its scenes, until, next,
 * override. */
export type PlayerAnswer = Schemas['PlayerAnswer'];
export type PlayerScene = Schemas['PlayerScene'];
export type MenuBoard = Schemas['PlayerMenuBoard'];
export type BoardProduct = Schemas['PlayerProduct'];
/** What plays from now until `until` (the answer's own segment, or its `next`). */
export type Program = Schemas['PlayerNext'];

/** A picture of the website builder's content (a reference: id, version, extension). */
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
