/** The display screen's address: /board/<frontdesk|backoffice>/<branchId>/<apiKey>. */
export type BoardKind = 'frontdesk' | 'backoffice';

export interface BoardAddress {
  kind: BoardKind;
  branchId: number;
  apiKey: string;
}

const PATH = /^\/board\/(frontdesk|backoffice)\/(\d{1,18})\/([^/]+)\/?$/;

export function parseBoardPath(pathname: string): BoardAddress | null {
  const match = PATH.exec(pathname);
  if (!match) return null;
  return { kind: match[1] as BoardKind, branchId: Number(match[2]), apiKey: decodeURIComponent(match[3]) };
}

/** The API behind a display screen (branch id + API key, no login). */
export const boardApiUrl = ({ kind, branchId, apiKey }: BoardAddress) =>
  `/api/orders/${kind}/${branchId}/${encodeURIComponent(apiKey)}`;

/** The screen's own address, shown on the branch page next to the API key. */
export const boardPageUrl = (origin: string, kind: BoardKind, branchId: number | string, apiKey: string) =>
  `${origin}/board/${kind}/${branchId}/${encodeURIComponent(apiKey)}`;
