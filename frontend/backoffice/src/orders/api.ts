/**
 * The order calls of the back office beyond react-admin's CRUD (docs/api.md "Orders"). Each failure
 * is an HttpError with the server's first message, else the spec's text (§8).
 */
import type { Identifier } from 'react-admin';
import { apiRequest } from '@bestellwerk/common/api/client';
import type { components } from '@bestellwerk/common/api/schema.gen';
import type { CreatedOrder, OrderDraftRequest } from '@bestellwerk/common/api/types';
import { API_URL, request } from '../api/http';
import { devicesMessages } from '../i18n/devices';
import { orderMessages as m } from '../i18n/orders';
import type { PrintJob, Receipt } from '../api/types';
import type { Order, OrderAction } from './orderState';
import { ACTION_PATHS } from './orderState';

const orderPath = (id: Identifier) => `/orders/${encodeURIComponent(String(id))}`;

/** The failure text of a status action: canceling has its own (§8). */
export const actionFailure = (action: OrderAction): string =>
  action === 'cancel' ? m.messages.cancelFailed : m.messages.statusFailed;

export interface ActionInput {
  counterAppointment?: string;
  rejectionMessage?: string;
  /** confirm: when the order is expected to be ready (shown on the status page). */
  readyBy?: string;
}

/** Runs a status action; answers the order as stored afterwards. */
export async function runOrderAction(id: Identifier, action: OrderAction, input: ActionInput = {}): Promise<Order> {
  const body =
    action === 'counterAppointment'
      ? { counterAppointment: input.counterAppointment }
      : action === 'reject'
        ? { rejectionMessage: input.rejectionMessage ?? '' }
        : action === 'confirm' && input.readyBy
          ? { readyBy: input.readyBy }
          : {};
  const failure = { fallback: actionFailure(action), serverMessage: true };
  return (await request<Order>(`${orderPath(id)}/${ACTION_PATHS[action]}`, failure, { method: 'POST', body })).data;
}

export interface ItemInput {
  product: number;
  amount: string;
  unit: string | null;
  parts: Record<string, unknown>[];
}

/** PUT /orders/{id}/items/{index}; field errors travel in `body.errors` like form errors. */
export async function updateOrderItem(id: Identifier, index: number, item: ItemInput): Promise<Order> {
  const failure = { fallback: m.messages.updateFailed, serverMessage: true, fieldErrors: true };
  return (await request<Order>(`${orderPath(id)}/items/${index}`, failure, { method: 'PUT', body: item })).data;
}

export async function checkPaymentStatus(id: Identifier): Promise<Order> {
  const failure = { fallback: m.messages.paymentFailed, serverMessage: true };
  return (await request<Order>(`${orderPath(id)}/update-payment-status`, failure, { method: 'POST' })).data;
}

/** POST /orders/{id}/refund: the full amount goes back through the provider; answers the order. */
export async function refundOrder(id: Identifier): Promise<Order> {
  const failure = { fallback: m.messages.refundFailed, serverMessage: true };
  return (await request<Order>(`${orderPath(id)}/refund`, failure, { method: 'POST' })).data;
}

export async function resendConfirmation(id: Identifier, channel: 'email' | 'sms'): Promise<Order> {
  const failure = { fallback: m.messages.resendFailed, serverMessage: true };
  return (await request<Order>(`${orderPath(id)}/resend-new-order-${channel}`, failure, { method: 'POST' })).data;
}

/**
 * POST /orders/{id}/print: a receipt job for each receipt printer of the order's branch (printJobs, empty without a
 * printer) and the 80 mm receipt as an HTML document, which the browser prints when no printer took it.
 */
export async function printReceipt(id: Identifier): Promise<Receipt> {
  const failure = { fallback: m.messages.printFailed, serverMessage: true };
  const receipt = (await request<Receipt>(`${orderPath(id)}/print`, failure, { method: 'POST' })).data;
  return { html: receipt.html, printJobs: receipt.printJobs ?? [] };
}

/** GET /orders/{id}/print-jobs: the order's print jobs, oldest first, each with its state. */
export async function orderPrintJobs(id: Identifier, signal?: AbortSignal): Promise<PrintJob[]> {
  const failure = { fallback: devicesMessages['print-jobs'].loadFailed };
  return (await request<PrintJob[]>(`${orderPath(id)}/print-jobs`, failure, { signal })).data ?? [];
}

export async function missedOrders(branch?: Identifier): Promise<Order[]> {
  const failure = { fallback: m.messages.loadFailed };
  return (await request<Order[]>('/orders/missed', failure, { query: { branch } })).data ?? [];
}

export type PublicMenu = components['schemas']['PublicMenu'];

/** The branch's active menu as the storefront gets it (GET /api/public/branches/{identifier}/menu). */
export async function activeMenu(identifier: string): Promise<PublicMenu> {
  const failure = { fallback: m.create.menuFailed };
  return (await request<PublicMenu>(`/public/branches/${encodeURIComponent(identifier)}/menu`, failure)).data;
}

/**
 * Places a caller's order through POST /api/orders/phone: the storefront's checks and notifications,
 * without e-mail and without the terms and privacy ticks a caller cannot give. Rejects with the
 * client's ApiError, whose `serverErrors` name the fields.
 */
export async function createOrder(
  draft: Pick<OrderDraftRequest, 'branch' | 'items'> & Partial<OrderDraftRequest>,
  idempotencyKey: string,
): Promise<CreatedOrder> {
  const headers = { 'Idempotency-Key': idempotencyKey };
  return (await apiRequest<CreatedOrder>(`${API_URL}/orders/phone`, { method: 'POST', body: draft, headers })).data;
}

/** The receipt as a PDF for download or printing elsewhere. */
export const receiptPdfUrl = (id: Identifier) => `/api${orderPath(id)}/receipt?format=pdf`;
