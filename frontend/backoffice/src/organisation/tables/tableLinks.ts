/** Addresses of a table's QR code and of the printable label sheets (A4 PDF, served by the API). */
import type { Identifier } from 'react-admin';

export type LabelLayout = 'compact' | 'detail';

/** compact: 12 rows × 4 columns; detail: 5 rows × 2 columns (spec §9) */
export const LABEL_LAYOUTS: readonly LabelLayout[] = ['compact', 'detail'];

export const qrCodeUrl = (table: Identifier) => `/api/tables/${encodeURIComponent(String(table))}/qr.svg`;

export function labelsUrl(branch: Identifier, layout: LabelLayout): string {
  const query = new URLSearchParams({ branch: String(branch), layout });
  return `/api/tables/labels.pdf?${query}`;
}
