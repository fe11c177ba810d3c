import { leadTimeMinutes } from '@bestellwerk/common/rules/leadTime';
import { hasWindow, isInWindow } from '@bestellwerk/common/rules/productWindows';
import type { SlotBranch } from '@bestellwerk/common/rules/slots';
import { wallTimeString } from '@bestellwerk/common/time';
import { useCallback, useEffect, useRef } from 'react';

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
 * The appointment to keep at `now`: the first possible slot when none is chosen, or when the one chosen
 * for the customer (`picked`) has passed (the lead time counts from now, so the first slot moves on
 * while the customer types); a time the customer chose stays as it is. Null: keep `appointment`.
 */
export function nextFirstAppointment(
  { branch, products, isDelivery, appointment }: Omit<FirstAppointment, 'onChange' | 'now'>,
  now: Date,
  picked: string | null,
): string | null {
  if (!needsProductTime(products, now)) return null;
  if (appointment && appointment !== picked) return null;
  const first = firstSlot(branch, now, products, isDelivery);
  if (!first || first === appointment) return null;
  return !appointment || Date.parse(first) > Date.parse(appointment) ? first : null;
}

/**
 * When a cart product needs a later time and none is chosen, the first possible slot is chosen at
 * once (inside opening hours, lead time and every product's window); the customer may change it.
 * Until they do, it follows the first slot as time goes on. Returns the check for the submit: the
 * appointment to send at that instant (the renewed one, which the form then shows too).
 */
export function useFirstAppointment(options: FirstAppointment): (at: Date) => string | null {
  const { branch, products, isDelivery, now, appointment, onChange } = options;
  const picked = useRef<string | null>(null);
  const renew = useCallback(
    (at: Date) => {
      const next = nextFirstAppointment({ branch, products, isDelivery, appointment }, at, picked.current);
      if (!next) return appointment;
      picked.current = next;
      onChange(next);
      return next;
    },
    [branch, products, isDelivery, appointment, onChange],
  );
  useEffect(() => {
    renew(now);
  }, [renew, now]);
  return renew;
}
