import { apiFetch, apiFetchConditional } from '@bestellwerk/common/api/client';
import type { PublicOrder, QuestionnaireRequest } from '@bestellwerk/common/api/types';
import { isRefundable } from '@bestellwerk/common/onlinePayment';
import { type QueryClient, queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';

import { useSubmit } from '../../../lib/useSubmit';

/** Status polling interval (spec §9). */
export const STATUS_POLL_MS = 10_000;

export interface PolledOrder {
  order: PublicOrder;
  etag: string | null;
}

function orderPath(uid: string, hash: string): string {
  return `/api/orders/public/${encodeURIComponent(uid)}/${encodeURIComponent(hash)}`;
}

/**
 * Completed, rejected, canceled or failed: nothing changes any more, polling stops; except that a
 * rejected or canceled order paid online still waits for its refund ('Rückerstattet').
 */
export function isFinalOrder(order: PublicOrder): boolean {
  if ((order.isRejected || order.isCanceled) && isRefundable(order)) return false;
  return order.isCompleted || order.isRejected || order.isCanceled || order.isFailed;
}

export function publicOrderQueryKey(uid: string, hash: string) {
  return ['public', 'orders', uid, hash] as const;
}

function publicOrderQueryOptions(queryClient: QueryClient, uid: string, hash: string) {
  const queryKey = publicOrderQueryKey(uid, hash);
  return queryOptions({
    queryKey,
    queryFn: async ({ signal }): Promise<PolledOrder> => {
      const held = queryClient.getQueryData<PolledOrder>(queryKey);
      const result = await apiFetchConditional<PublicOrder>(orderPath(uid, hash), held?.etag ?? null, { signal });
      if (result.notModified) return held as PolledOrder;
      return { order: result.data, etag: result.etag };
    },
    refetchInterval: (query) => (query.state.data && isFinalOrder(query.state.data.order) ? false : STATUS_POLL_MS),
  });
}

/** The order of the status page, polled every 10 seconds with If-None-Match until it is final. */
export function usePublicOrder(uid: string, hash: string) {
  const queryClient = useQueryClient();
  return useQuery(publicOrderQueryOptions(queryClient, uid, hash));
}

type OrderAction = 'confirm-counter-appointment' | 'reject-counter-appointment' | 'questionnaire';

function useOrderAction<TBody>(uid: string, hash: string, action: OrderAction) {
  const queryClient = useQueryClient();
  return useSubmit(
    (body: TBody) => apiFetch<PublicOrder>(`${orderPath(uid, hash)}/${action}`, { method: 'POST', body }),
    (order) => {
      // the next poll fetches the new ETag; until then show the answer
      queryClient.setQueryData<PolledOrder>(publicOrderQueryKey(uid, hash), { order, etag: null });
    },
  );
}

/** Accept (`true`) or decline the proposed time. */
export function useCounterAppointmentAnswer(uid: string, hash: string) {
  const accept = useOrderAction<undefined>(uid, hash, 'confirm-counter-appointment');
  const decline = useOrderAction<undefined>(uid, hash, 'reject-counter-appointment');
  return { accept, decline };
}

export function useSendQuestionnaire(uid: string, hash: string) {
  return useOrderAction<QuestionnaireRequest>(uid, hash, 'questionnaire');
}
