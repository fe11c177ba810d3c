import { describe, expect, it } from 'vitest';

import { rule } from '../../testing/fixtures';
import type { NamedProduct } from '../../lib/availabilityNotes';
import { nextFirstAppointment } from './useFirstAppointment';

// Wednesday 25.11.2026, 12:15 in Vienna; the cake's two days make Friday 12:30 the first slot
const NOW = new Date('2026-11-25T12:15:00+01:00');
const LATER = new Date('2026-11-25T12:31:00+01:00');
const FIRST = '2026-11-27T11:30:00.000Z';
const branch = { openingHours: [rule('daily', '00:00', '24:00')] };
const cake: NamedProduct = { name: 'Sachertorte', isLeadTimeEnabled: true, leadTimeType: 'days', leadTimeValue: 2 };
const bread: NamedProduct = { name: 'Semmel' };

describe('nextFirstAppointment', () => {
  it('chooses the first possible slot when a product needs a later time and none is chosen', () => {
    expect(nextFirstAppointment({ branch, products: [cake], isDelivery: false, appointment: null }, NOW, null)).toBe(FIRST);
    expect(nextFirstAppointment({ branch, products: [bread], isDelivery: false, appointment: null }, NOW, null)).toBeNull();
  });

  it('moves the slot it chose on once that has passed, and keeps it while it is still possible', () => {
    const chosen = { branch, products: [cake], isDelivery: false, appointment: FIRST };
    expect(nextFirstAppointment(chosen, NOW, FIRST)).toBeNull();
    expect(nextFirstAppointment(chosen, LATER, FIRST)).toBe('2026-11-27T11:50:00.000Z');
  });

  it('leaves a time the customer chose as it is, even once it has passed (the server names it)', () => {
    const own = { branch, products: [cake], isDelivery: false, appointment: FIRST };
    expect(nextFirstAppointment(own, LATER, null)).toBeNull();
    expect(nextFirstAppointment({ ...own, appointment: '2026-11-28T09:00:00.000Z' }, LATER, FIRST)).toBeNull();
  });
});
