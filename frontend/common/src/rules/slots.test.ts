import { describe, expect, it } from 'vitest';

import vectors from '../../../../contracts/slots.json';
import { type LeadTimeProduct, longestLeadProduct } from './leadTime';
import {
  availability,
  earliestSlot,
  isAvailable,
  isTimeInRanges,
  type SlotBranch,
  toZonedIso,
  wallToInstant,
} from './slots';

interface EarliestVector {
  description: string;
  input: { now: string; products: LeadTimeProduct[] };
  expected: string;
}

interface AvailabilityVector {
  description: string;
  input: { branch: SlotBranch; now: string; products: LeadTimeProduct[]; isDelivery: boolean; days?: number };
  expected: unknown;
}

interface IsAvailableVector {
  description: string;
  input: { branch: SlotBranch; now: string; moment: string; products: LeadTimeProduct[]; isDelivery: boolean };
  expected: boolean;
}

describe('earliestSlot (contracts/slots.json)', () => {
  it.each((vectors.earliest as EarliestVector[]).map((v) => [v.description, v] as const))(
    '%s',
    (_, { input, expected }) => {
      expect(toZonedIso(earliestSlot(new Date(input.now), input.products))).toBe(expected);
    },
  );
});

describe('availability (contracts/slots.json)', () => {
  it.each((vectors.availability as AvailabilityVector[]).map((v) => [v.description, v] as const))(
    '%s',
    (_, { input, expected }) => {
      const options = { products: input.products, isDelivery: input.isDelivery, days: input.days };
      expect(availability(input.branch, new Date(input.now), options)).toEqual(expected);
    },
  );
});

describe('isAvailable (contracts/slots.json)', () => {
  it.each((vectors.isAvailable as IsAvailableVector[]).map((v) => [v.description, v] as const))(
    '%s',
    (_, { input, expected }) => {
      const options = { products: input.products, isDelivery: input.isDelivery };
      expect(isAvailable(input.branch, new Date(input.moment), new Date(input.now), options)).toBe(expected);
    },
  );
});

describe('wall times of the business zone', () => {
  it('turns a wall time into its instant, the first pass of a repeated hour, none in the spring gap', () => {
    expect(wallToInstant('2026-03-04', '10:15')?.toISOString()).toBe('2026-03-04T09:15:00.000Z');
    expect(wallToInstant('2026-07-01', '10:15')?.toISOString()).toBe('2026-07-01T08:15:00.000Z');
    expect(wallToInstant('2026-10-25', '02:30')?.toISOString()).toBe('2026-10-25T00:30:00.000Z');
    expect(wallToInstant('2026-03-29', '02:30')).toBeNull();
  });

  it('checks a time against the ranges of a day', () => {
    const ranges: [string, string][] = [
      ['10:15', '12:00'],
      ['13:00', '17:55'],
    ];
    expect(isTimeInRanges(ranges, '10:15')).toBe(true);
    expect(isTimeInRanges(ranges, '17:55')).toBe(true);
    expect(isTimeInRanges(ranges, '12:05')).toBe(false);
    expect(isTimeInRanges(ranges, '10:17')).toBe(false);
    expect(isTimeInRanges(undefined, '10:15')).toBe(false);
  });
});

describe('longestLeadProduct', () => {
  it('is the product that pushes the earliest slot', () => {
    const roll: LeadTimeProduct & { name: string } = { name: 'Semmel', isLeadTimeEnabled: false };
    const cake = { name: 'Sachertorte', isLeadTimeEnabled: true, leadTimeType: 'days', leadTimeValue: 2 };
    const buffet = { name: 'Buffet', isLeadTimeEnabled: true, leadTimeType: 'hours', leadTimeValue: '36' };
    const off: LeadTimeProduct & { name: string } = {
      name: 'Aus',
      isLeadTimeEnabled: false,
      leadTimeType: 'weeks',
      leadTimeValue: 1,
    };
    expect(longestLeadProduct([roll, buffet, cake, off])?.name).toBe('Sachertorte');
    expect(longestLeadProduct([roll, off])).toBeNull();
    expect(longestLeadProduct([])).toBeNull();
  });
});
