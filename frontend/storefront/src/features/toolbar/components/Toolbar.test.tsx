import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { makeBranch, rule } from '../../../testing/fixtures';
import { Toolbar } from './Toolbar';

// 2026-03-04 is a Wednesday; `now` is the business wall time the clock hook passes
const linz = makeBranch({ id: 1, name: 'Bäckerei Linz', openingHours: [rule('daily', '06:00', '18:00')] });
const wien = makeBranch({ id: 2, name: 'Wirtshaus Wien', openingHours: [rule('daily', '11:00', '22:00')] });
const hidden = makeBranch({ id: 3, name: 'Graz', isPublic: false, openingHours: [rule('daily', '00:00', '24:00')] });
const delivery = makeBranch({
  id: 4,
  name: 'Lieferdienst',
  openingHours: [],
  deliveryHours: [rule('daily', '17:00', '23:00')],
  isDeliveryHoursEnabled: true,
});

const line = () => screen.getByRole('complementary', { name: 'Standorte' }).textContent;

describe('Toolbar', () => {
  it.each([
    ['2026-03-04T12:00', 'Alle Standorte geschlossen', [hidden]],
    ['2026-03-04T05:00', 'Alle Standorte geschlossen', [linz, wien, hidden]],
    ['2026-03-04T08:00', '1 Standort geöffnet', [linz, wien, hidden]],
    ['2026-03-04T12:00', '2 Standorte geöffnet', [linz, wien, hidden]],
    ['2026-03-04T17:30', '3 Standorte geöffnet', [linz, wien, delivery]],
    ['2026-03-04T22:30', '1 Standort geöffnet', [linz, wien, delivery]],
  ])('at %s reads %s', (now, expected, branches) => {
    render(<Toolbar branches={branches} selected={undefined} now={now} />);
    expect(line()).toBe(expected);
  });

  it.each([
    // the shared rule: closing-soon while less than 60 minutes remain
    ['2026-03-04T17:00', 'Geöffnet bis 18:00', 'open'],
    ['2026-03-04T17:01', 'Geöffnet bis 18:00', 'closing-soon'],
    ['2026-03-04T17:59', 'Geöffnet bis 18:00', 'closing-soon'],
    ['2026-03-04T18:00', 'Geschlossen', 'closed'],
  ])('with a selected branch at %s reads %s (%s)', (now, label, status) => {
    render(<Toolbar branches={[linz, wien]} selected={linz} now={now} />);
    expect(line()).toBe(`Bäckerei Linz${label}`);
    expect(screen.getByText(label)).toHaveAttribute('data-status', status);
  });

  it('keeps its place, empty, while the branches load', () => {
    render(<Toolbar branches={undefined} selected={undefined} now="2026-03-04T12:00" />);
    expect(line()).toBe('');
  });
});
