import { apiFetch } from '@bestellwerk/common/api/client';
import type { CreatedOrder, OrderDraftRequest, PublicTable } from '@bestellwerk/common/api/types';
import type { components } from '@bestellwerk/common/api/schema.gen';
import type { ItemInput } from '@bestellwerk/common/rules/quantity';
import { useQuery } from '@tanstack/react-query';

import { useSubmit } from '../../../lib/useSubmit';

export type Donatee = components['schemas']['Donatee'];

/** POST /api/orders: branch and items, the rest of the draft optional (the server has defaults). */
export type OrderBody = Omit<Partial<OrderDraftRequest>, 'branch' | 'items'> & { branch: number; items: ItemInput[] };

/** The tables of a branch with table selection (dine-in). */
export function useBranchTables(identifier: string, enabled: boolean) {
  return useQuery({
    queryKey: ['public', 'branches', identifier, 'tables'],
    queryFn: ({ signal }) =>
      apiFetch<PublicTable[]>(`/api/public/branches/${encodeURIComponent(identifier)}/tables`, { signal }),
    enabled,
  });
}

export function useDonatees(enabled: boolean) {
  return useQuery({
    queryKey: ['public', 'donatees'],
    queryFn: ({ signal }) => apiFetch<Donatee[]>('/api/public/donatees', { signal }),
    enabled,
  });
}

/**
 * POST /api/orders with the draft's Idempotency-Key: every attempt of one draft carries the same key,
 * so a retry after a lost response gets the first order back instead of placing a second one.
 */
export function useCreateOrder() {
  return useSubmit(({ body, idempotencyKey }: { body: OrderBody; idempotencyKey: string }) =>
    apiFetch<CreatedOrder>('/api/orders', {
      method: 'POST',
      body,
      headers: { 'Idempotency-Key': idempotencyKey },
    }),
  );
}
