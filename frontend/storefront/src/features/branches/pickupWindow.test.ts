import { describe, expect, it } from 'vitest';

import { rule } from '../../testing/fixtures';
import { pickupWindow } from './pickupWindow';

describe('pickupWindow', () => {
  // 2026-03-04 is a Wednesday
  it("lists today's ranges in order", () => {
    const rules = [
      rule('wednesday', '17:30', '22:00'),
      rule('wednesday', '11:00', '14:30'),
      rule('thursday', '08:00', '09:00'),
    ];
    expect(pickupWindow(rules, '2026-03-04')).toBe('Abholung heute: 11:00 - 14:30, 17:30 - 22:00');
  });

  it('says so on a closed day', () => {
    expect(pickupWindow([rule('daily', '08:00', '18:00'), rule('wednesday', null, null)], '2026-03-04')).toBe(
      'Heute keine Abholung',
    );
  });
});
