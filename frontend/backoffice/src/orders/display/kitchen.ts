/** The kitchen board ticks an item done (plain fetch: the display screens run without react-admin). */
import { ApiError } from '@bestellwerk/common/api/client';
import type { Order } from '../orderState';

/** POST {board}/orders/{id}/items/{index}/done; answers the order as stored afterwards. */
export async function markItemDone(boardUrl: string, orderId: number, index: number, isDone: boolean): Promise<Order> {
  let response: Response;
  try {
    response = await fetch(`${boardUrl}/orders/${orderId}/items/${index}/done`, {
      method: 'POST',
      headers: { Accept: 'application/json', 'Content-Type': 'application/json' },
      body: JSON.stringify({ isDone }),
      credentials: 'omit',
    });
  } catch {
    throw new ApiError(0, []);
  }
  const body = (await response.json().catch(() => undefined)) as
    { data?: Order; errors?: { message: string }[] } | undefined;
  if (!response.ok || !body?.data) throw new ApiError(response.status, Array.isArray(body?.errors) ? body.errors : []);
  return body.data;
}
