import type { DeliveryArea } from '@bestellwerk/common/api/types';
import { areaForPostcode, normalizePostcode } from '@bestellwerk/common/rules/postcode';

import type { OrderDraft } from './draft';
import { checkoutMessages } from './messages';

export interface DeliveryPostcode {
  /** the draft field the postcode is typed in: the different delivery address's, else the customer's */
  field: 'zipCode' | 'deliveryZipCode';
  postcode: string;
  /** the area that serves the postcode (rules/postcode, as the server derives it); null: none or no postcode */
  area: DeliveryArea | null;
  /** a postcode is typed and no area of the branch serves it */
  isUnserved: boolean;
}

/** The delivery area the typed postcode decides (only for a delivery to a branch with areas). */
export function deliveryPostcode(
  areas: readonly DeliveryArea[],
  draft: Pick<OrderDraft, 'zipCode' | 'deliveryZipCode' | 'isDeliveryAddressDifferent'>,
  isDeliveryAddressOffered: boolean,
): DeliveryPostcode {
  const field = isDeliveryAddressOffered && draft.isDeliveryAddressDifferent ? 'deliveryZipCode' : 'zipCode';
  const postcode = normalizePostcode(draft[field]);
  const area = areaForPostcode(areas, postcode);
  return { field, postcode, area, isUnserved: postcode !== '' && area === null };
}

/**
 * What is wrong with the typed postcode, as the server would say it: no area serves it ('Wir liefern
 * leider nicht an die PLZ 1234.'), or the chosen area is not the postcode's ('Die PLZ 1060 gehört zum
 * Liefergebiet „1060 Mariahilf“.'); null when it fits (or none is typed yet).
 */
export function postcodeProblem(postcode: DeliveryPostcode, chosenArea: number | null): string | null {
  const text = checkoutMessages.deliveryArea;
  if (postcode.isUnserved) return text.notServed(postcode.postcode);
  if (postcode.area && chosenArea !== null && chosenArea !== postcode.area.id)
    return text.otherArea(postcode.postcode, postcode.area.area);
  return null;
}
