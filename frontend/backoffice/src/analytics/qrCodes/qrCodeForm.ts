/** Form logic of a QR code: which reference each target kind needs, and the body sent to the server. */
import type { QrCode, QrCodeRequest, QrTargetKind } from '../../api/types';

export const TARGET_KINDS: readonly QrTargetKind[] = ['branch', 'table', 'product', 'site', 'url'];

/**
 * The kinds the form offers: an external address (url) only to administrators (the server refuses it from
 * others), and to everyone on a code that already has one (an administrator set it; it can be kept or changed
 * to a page of this shop).
 */
export function kindsFor(admin: boolean, current: QrTargetKind | undefined): readonly QrTargetKind[] {
  return admin || current === 'url' ? TARGET_KINDS : TARGET_KINDS.filter((kind) => kind !== 'url');
}

type Reference = 'table' | 'product' | 'sitePath' | 'url';

/** The reference a kind needs besides the branch (a branch code needs only the branch). */
const REFERENCE: Record<QrTargetKind, Reference | null> = {
  branch: null,
  table: 'table',
  product: 'product',
  site: 'sitePath',
  url: 'url',
};

/** The inputs the form shows for a kind: the branch always (employees must name one), then its reference. */
export function fieldsForKind(kind: QrTargetKind | undefined): Reference[] {
  const reference = kind ? REFERENCE[kind] : null;
  return reference ? [reference] : [];
}

/** Whether the kind needs a branch (the store its code opens). */
export function needsBranch(kind: QrTargetKind | undefined): boolean {
  return kind === 'branch' || kind === 'table' || kind === 'product';
}

/**
 * The body of a save: the references of other kinds emptied (the server refuses them), the path trimmed
 * and in lower case, read-only fields left out.
 */
export function qrCodePayload(values: Partial<QrCode>): QrCodeRequest {
  const kind = values.targetKind as QrTargetKind;
  const reference = REFERENCE[kind];
  return {
    path: (values.path ?? '').trim().toLowerCase(),
    name: values.name ?? '',
    targetKind: kind,
    branch: values.branch ?? null,
    table: reference === 'table' ? (values.table ?? null) : null,
    product: reference === 'product' ? (values.product ?? null) : null,
    sitePath: reference === 'sitePath' ? (values.sitePath ?? '') : '',
    url: reference === 'url' ? (values.url ?? '') : '',
  };
}

export const qrSvgUrl = (id: number | string) => `/api/qr-codes/${encodeURIComponent(String(id))}/qr.svg`;
export const qrPngUrl = (id: number | string) => `/api/qr-codes/${encodeURIComponent(String(id))}/qr.png`;
export const qrLabelsUrl = (layout: 'compact' | 'detail') => `/api/qr-codes/labels.pdf?layout=${layout}`;
