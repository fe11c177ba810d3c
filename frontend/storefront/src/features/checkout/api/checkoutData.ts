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

/** POST /api/orders; each attempt carries its own Idempotency-Key (a repeated request of one attempt is safe). */
export function useCreateOrder() {
  return useSubmit((body: OrderBody) =>
    apiFetch<CreatedOrder>('/api/orders', {
      method: 'POST',
      body,
      headers: { 'Idempotency-Key': crypto.randomUUID() },
    }),
  );
}
