import { describe, expect, it } from 'vitest';

import { makeBranch, rule } from '../../testing/fixtures';
import { branchNotices } from './branchNotices';

// Wednesday 2026-03-04 in Vienna (UTC+1)
const at = (wall: string) => new Date(`2026-03-04T${wall}:00+01:00`);
const hours = [rule('daily', '08:00', '18:00')];

describe('branchNotices', () => {
  it('closed in the morning: opening later today, with the preorder notices', () => {
    const branch = makeBranch({ openingHours: hours, isPreorderEnabled: true });
    expect(branchNotices(branch, at('07:05'))).toEqual({
      isOpen: false,
      isOrderingClosed: false,
      notices: [
        'Derzeit haben wir leider geschlossen. Wir öffnen wieder um 08:00 Uhr.',
        'Gerne nehmen wir auch Ihre Vorbestellungen entgegen. Wir bearbeiten diese sobald wir wieder geöffnet haben.',
      ],
    });
  });

  it('closed in the evening: the day of the next opening; closed for ordering without preorders', () => {
    const branch = makeBranch({ openingHours: hours });
    expect(branchNotices(branch, at('19:00'))).toEqual({
      isOpen: false,
      isOrderingClosed: true,
      notices: ['Derzeit haben wir leider geschlossen. Wir öffnen wieder am Donnerstag um 08:00 Uhr.'],
    });
  });

  it("a branch that is not public: only its closed message (else the shop's), never a reopening line", () => {
    const branch = makeBranch({
      openingHours: hours,
      isPublic: false,
      isPreorderEnabled: true,
      closedMessage: ' Wir eröffnen im Frühling. ',
    });
    expect(branchNotices(branch, at('07:05'))).toEqual({
      isOpen: false,
      isOrderingClosed: true,
      notices: ['Wir eröffnen im Frühling.'],
    });
    expect(branchNotices({ ...branch, closedMessage: '' }, at('12:00')).notices).toEqual([
      'Bei dieser Filiale kann derzeit nicht bestellt werden.',
    ]);
  });

  it('no opening within 72 hours: the closed message, else the plain closed text', () => {
    const later = [rule('monday', '08:00', '12:00')];
    expect(
      branchNotices(makeBranch({ openingHours: later, closedMessage: 'Wir eröffnen im Frühling.' }), at('12:00'))
        .notices,
    ).toEqual(['Wir eröffnen im Frühling.']);
    expect(branchNotices(makeBranch({ openingHours: later }), at('12:00')).notices).toEqual([
      'Derzeit haben wir leider geschlossen.',
    ]);
  });

  it('open without delivery now: when delivery starts and the alternatives', () => {
    const branch = makeBranch({
      openingHours: hours,
      deliveryHours: [rule('daily', '11:00', '14:00')],
      isDeliveryHoursEnabled: true,
      isDeliveryEnabled: true,
      isTakeawayEnabled: true,
      isDineInEnabled: true,
      isPreorderEnabled: true,
    });
    expect(branchNotices(branch, at('09:00')).notices).toEqual([
      'Derzeit ist leider keine Lieferung möglich. Wir liefern wieder ab 11:00 Uhr.',
      'Gerne können Sie Ihre Bestellung aber selbst abholen.',
      'Gerne können Sie aber bei uns vor Ort essen.',
      'Gerne nehmen wir auch Ihre Vorbestellungen entgegen.',
    ]);
    expect(branchNotices(branch, at('12:00')).notices).toEqual([
      'Gerne nehmen wir auch Ihre Vorbestellungen entgegen.',
    ]);
  });
});
