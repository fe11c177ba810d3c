/** The CSV export of the history with the list's current filters (a module of its own: the order list's export button
 * needs it without the texts and requests of api.ts). */
export function exportUrl(filter: Record<string, unknown>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(filter)) {
    if (value !== undefined && value !== null && value !== '') params.append(key, String(value));
  }
  const search = params.toString();
  return `/api/orders/export${search ? `?${search}` : ''}`;
}
