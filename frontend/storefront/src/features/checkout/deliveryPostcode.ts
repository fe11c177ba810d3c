import type { DeliveryArea } from '@bestellwerk/common/api/types';
import { areaForPostcode, normalizePostcode } from '@bestellwerk/common/rules/postcode';

import type { OrderDraft } from './draft';

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
