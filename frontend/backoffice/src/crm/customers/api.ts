import { request } from '../../api/http';
import { crmMessages } from '../../i18n/crm';

/** GET /api/customers/{id}/export/{kind}: a download (the session cookie authenticates the link). */
export function exportUrl(id: number, kind: 'json' | 'csv'): string {
  return `/api/customers/${id}/export/${kind}`;
}

/** POST /api/customers/{id}/erase: anonymises the customer's orders; answers how many. */
export async function eraseCustomer(id: number): Promise<number> {
  const response = await request<{ erasedOrders: number }>(
    `/customers/${id}/erase`,
    { fallback: crmMessages.customers.messages.eraseFailed, serverMessage: true },
    { method: 'POST' },
  );
  return response.data.erasedOrders;
}
