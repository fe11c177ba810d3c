import { describe, expect, it } from 'vitest';

import { rule } from '../testing/fixtures';
import { firstSlot, leadTimeNote, leadTimeText, type NamedProduct, windowNote } from './availabilityNotes';

// Wednesday 25.11.2026, 12:15 in Vienna
const NOW = new Date('2026-11-25T12:15:00+01:00');
const ALL_DAY = { openingHours: [rule('daily', '00:00', '24:00')] };
const breakfast: NamedProduct = {
  name: 'Kleines Frühstück',
  schedule: [],
  categorySchedules: [[rule('daily', '06:00', '11:00')]],
};
const cake: NamedProduct = { name: 'Sachertorte', isLeadTimeEnabled: true, leadTimeType: 'days', leadTimeValue: 2 };

describe('windowNote', () => {
  it('names a product outside its window now and when it is available again', () => {
    expect(windowNote(breakfast, null, NOW)).toBe(
      'Kleines Frühstück ist derzeit nicht verfügbar. Wieder verfügbar morgen ab 06:00 Uhr.',
    );
  });

  it('names it at a chosen time outside its window, and is silent inside it', () => {
    expect(windowNote(breakfast, '2026-11-26T11:00:00.000Z', NOW)).toBe(
      'Kleines Frühstück ist zum gewählten Termin nicht verfügbar. Am gewählten Tag erhältlich von 06:00 bis 11:00 Uhr.',
    );
    // a day without its window: the next one after the chosen time
    const weekdays: NamedProduct = {
      name: 'Kleines Frühstück',
      categorySchedules: [[rule('daily', '06:00', '11:00'), rule('saturday', null, null)]],
    };
    expect(windowNote(weekdays, '2026-11-28T11:00:00.000Z', NOW)).toBe(
      'Kleines Frühstück ist zum gewählten Termin nicht verfügbar. Wieder verfügbar am Sonntag ab 06:00 Uhr.',
    );
    const twice: NamedProduct = {
      name: 'Jause',
      schedule: [rule('daily', '06:00', '09:00'), rule('daily', '16:00', '18:00')],
    };
    expect(windowNote(twice, '2026-11-26T11:00:00.000Z', NOW)).toBe(
      'Jause ist zum gewählten Termin nicht verfügbar. Am gewählten Tag erhältlich von 06:00 bis 09:00 Uhr und von 16:00 bis 18:00 Uhr.',
    );
    expect(windowNote(breakfast, '2026-11-26T07:00:00.000Z', NOW)).toBeNull();
    expect(windowNote(cake, null, NOW)).toBeNull();
  });
});

describe('lead time', () => {
  it('says why a time is needed and the first possible one', () => {
    expect(leadTimeNote(cake, firstSlot(ALL_DAY, NOW, [cake]), NOW)).toBe(
      'Sachertorte benötigt eine Vorlaufzeit von 2 Tagen. Frühester Termin: 27.11.2026, 12:30 Uhr.',
    );
    expect(leadTimeNote(breakfast, null, NOW)).toBeNull();
  });

  it('speaks German numbers', () => {
    expect(leadTimeText({ ...cake, leadTimeValue: 1 })).toBe('Sachertorte benötigt eine Vorlaufzeit von 1 Tag.');
    expect(leadTimeText({ ...cake, leadTimeType: 'hours', leadTimeValue: 36 })).toBe(
      'Sachertorte benötigt eine Vorlaufzeit von 36 Stunden.',
    );
    expect(leadTimeText({ ...cake, leadTimeType: 'weeks', leadTimeValue: 1 })).toBe(
      'Sachertorte benötigt eine Vorlaufzeit von 1 Woche.',
    );
  });
});

describe('firstSlot', () => {
  it('is the first slot inside every product window, lead time and the opening hours', () => {
    expect(firstSlot(ALL_DAY, NOW, [breakfast])).toBe('2026-11-26T05:00:00.000Z');
    // the cake's two days and the breakfast window: Saturday 06:00
    expect(firstSlot(ALL_DAY, NOW, [breakfast, cake])).toBe('2026-11-28T05:00:00.000Z');
    expect(firstSlot({ openingHours: [] }, NOW, [cake])).toBeNull();
  });
});
