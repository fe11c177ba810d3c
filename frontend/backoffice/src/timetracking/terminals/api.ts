/** The terminal calls beyond react-admin's CRUD: a new key (POST /time-tracking-terminals/{id}/regenerate-key). */
import type { Identifier } from 'react-admin';
import { request } from '../../api/http';
import type { TimeTrackingTerminal } from '../../api/types';
import { timetrackingMessages } from '../../i18n/timetracking';

const m = timetrackingMessages['time-tracking-terminals'];

/** The terminal with its new key and address (shown in this answer only); the old address stops working. */
export async function regenerateKey(id: Identifier): Promise<TimeTrackingTerminal> {
  const failure = { fallback: m.regenerate.failed, serverMessage: true };
  const path = `/time-tracking-terminals/${encodeURIComponent(String(id))}/regenerate-key`;
  return (await request<TimeTrackingTerminal>(path, failure, { method: 'POST' })).data;
}

/** The tablet's page for the terminal's API base: /api/time-tracking/<branch>/<key> → <origin>/terminal/<branch>/<key>. */
export function terminalPage(url: string, origin: string = window.location.origin): string {
  return new URL(url.replace(/^\/api\/time-tracking\//, '/terminal/'), origin).href;
}
