import { leadTimeMinutes } from '@bestellwerk/common/rules/leadTime';
import { hasWindow, isInWindow } from '@bestellwerk/common/rules/productWindows';
import type { SlotBranch } from '@bestellwerk/common/rules/slots';
import { wallTimeString } from '@bestellwerk/common/time';
import { useEffect } from 'react';

import { firstSlot, type NamedProduct } from '../../lib/availabilityNotes';

/** A cart product needs a later time: its lead time, or it is outside its window now (a preorder). */
export function needsProductTime(products: readonly NamedProduct[], now: Date): boolean {
  const wallNow = wallTimeString(now);
  return products.some((product) => leadTimeMinutes([product]) > 0 || (hasWindow(product) && !isInWindow(product, wallNow)));
}

interface FirstAppointment {
  branch: SlotBranch;
  products: readonly NamedProduct[];
  isDelivery: boolean;
  now: Date;
  appointment: string | null;
  onChange: (appointment: string) => void;
}

/**
 * When a cart product needs a later time and none is chosen, the first possible slot is chosen at
 * once (inside opening hours, lead time and every product's window); the customer may change it.
 */
export function useFirstAppointment({ branch, products, isDelivery, now, appointment, onChange }: FirstAppointment): void {
  const isNeeded = needsProductTime(products, now);
  useEffect(() => {
    if (!isNeeded || appointment) return;
    const first = firstSlot(branch, now, products, isDelivery);
    if (first) onChange(first);
  }, [isNeeded, appointment, branch, now, products, isDelivery, onChange]);
}
