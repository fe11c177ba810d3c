import type { Branch } from '@bestellwerk/common/api/types';

/** A route-planning link to the branch's address (Google Maps directions, opens in the maps app on phones). */
export function directionsUrl(branch: Pick<Branch, 'street' | 'zipCode' | 'city' | 'country'>): string {
  const destination = [branch.street, [branch.zipCode, branch.city].filter(Boolean).join(' '), branch.country]
    .filter(Boolean)
    .join(', ');
  return `https://www.google.com/maps/dir/?api=1&destination=${encodeURIComponent(destination)}`;
}
