/**
 * The one vocabulary for the order types (the team's decision, as the storefront names them): every
 * screen, board, receipt and label of the back office takes its words from here.
 */
export type DeliveryTypeKey = 'takeaway' | 'delivery' | 'dineIn';

export const DELIVERY_TYPE_LABELS: Readonly<Record<DeliveryTypeKey, string>> = {
  takeaway: 'Takeaway',
  delivery: 'Lieferung',
  dineIn: 'Dine In',
};
