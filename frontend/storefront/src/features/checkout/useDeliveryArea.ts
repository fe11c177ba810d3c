import type { Branch } from '@bestellwerk/common/api/types';
import { useEffect } from 'react';

import type { CheckoutCart } from './checkoutCart';
import type { FieldRules } from './checkoutRules';
import { type DeliveryPostcode, deliveryPostcode, postcodeProblem } from './deliveryPostcode';
import type { OrderDraft } from './draft';

export interface DeliveryAreaState {
  /** a delivery to a branch with areas: the area is chosen in 'Liefergebiet' and follows the postcode */
  hasAreas: boolean;
  postcode: DeliveryPostcode;
  /** what is wrong with the typed postcode (postcodeProblem); null without areas */
  problem: string | null;
}

/**
 * A delivery to a branch with areas: the area is chosen in 'Liefergebiet', preselected from the typed
 * postcode (rules/postcode, as the server derives it); the postcode is checked as it is typed. The cart's
 * area follows the postcode, so the summary prices that area's fee and minimum; a postcode no area serves
 * leaves no area (no fee is shown for an address the branch does not deliver to).
 */
export function useDeliveryArea(
  branch: Pick<Branch, 'deliveryAreas'>,
  draft: OrderDraft,
  rules: FieldRules,
  isDelivery: boolean,
  cart: Pick<CheckoutCart, 'deliveryArea' | 'setDeliveryArea'>,
): DeliveryAreaState {
  const hasAreas = isDelivery && branch.deliveryAreas.length > 0;
  const postcode = deliveryPostcode(branch.deliveryAreas, draft, rules.isDeliveryAddressOffered);
  const problem = hasAreas ? postcodeProblem(postcode, cart.deliveryArea) : null;

  const { setDeliveryArea } = cart;
  const derivedArea = hasAreas ? (postcode.area?.id ?? (postcode.isUnserved ? null : undefined)) : undefined;
  useEffect(() => {
    if (derivedArea !== undefined) setDeliveryArea(derivedArea);
  }, [derivedArea, setDeliveryArea]);

  return { hasAreas, postcode, problem };
}
