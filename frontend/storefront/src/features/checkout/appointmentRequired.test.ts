import { describe, expect, it } from 'vitest';

import type { NamedProduct } from '../../lib/availabilityNotes';
import { missingAppointmentMessage, needsProductTime } from './appointmentRequired';

// Wednesday 25.11.2026, 12:15 in Vienna
const NOW = new Date('2026-11-25T12:15:00+01:00');
const cake: NamedProduct = { name: 'Sachertorte', isLeadTimeEnabled: true, leadTimeType: 'days', leadTimeValue: 2 };
const catering: NamedProduct = {
  name: 'Catering-Buffet',
  isLeadTimeEnabled: true,
  leadTimeType: 'days',
  leadTimeValue: 3,
};
const bread: NamedProduct = { name: 'Semmel' };

describe('needsProductTime', () => {
  it('is true for a product with a lead time', () => {
    expect(needsProductTime([bread, cake], NOW)).toBe(true);
    expect(needsProductTime([bread], NOW)).toBe(false);
  });
});

describe('missingAppointmentMessage', () => {
  it('names the longest lead time as the server does, else asks for a time', () => {
    expect(missingAppointmentMessage([cake, catering, bread])).toBe(
      'Catering-Buffet benötigt eine Vorlaufzeit von 3 Tagen. Bitte wählen Sie einen Termin aus.',
    );
    expect(missingAppointmentMessage([bread])).toBe('Bitte wählen Sie einen Termin aus.');
  });
});
