import { describe, expect, it } from 'vitest';

import vectors from '../../../../contracts/opening-hours.json';
import type { OpeningHourRule } from './openingHours';
import { type BranchHours, branchOpen, isoInZone, nextOpening } from './openingHoursAt';

interface NextVector {
  description: string;
  rules: OpeningHourRule[];
  now: string;
  expected: string | null;
}

interface BranchVector {
  description: string;
  branch: BranchHours;
  now: string;
  expected: { isOpenForOrders: boolean; isDeliveryOpen: boolean };
}

describe('nextOpening (contracts/opening-hours.json)', () => {
  it.each((vectors.nextOpening as NextVector[]).map((v) => [v.description, v] as const))('%s', (_, vector) => {
    expect(nextOpening(vector.rules, vector.now)).toBe(vector.expected);
  });
});

describe('branchOpen (contracts/opening-hours.json)', () => {
  it.each((vectors.branchOpen as BranchVector[]).map((v) => [v.description, v] as const))('%s', (_, vector) => {
    expect(branchOpen(vector.branch, vector.now)).toEqual(vector.expected);
  });
});

describe('isoInZone', () => {
  it('writes the offset of the instant: winter and summer', () => {
    expect(isoInZone(new Date('2026-01-10T07:00:00Z'))).toBe('2026-01-10T08:00:00+01:00');
    expect(isoInZone(new Date('2026-07-10T07:00:05Z'))).toBe('2026-07-10T09:00:05+02:00');
  });
});
