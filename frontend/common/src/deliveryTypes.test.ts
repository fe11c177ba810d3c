import { describe, expect, it } from 'vitest';
import { DELIVERY_TYPE_LABELS } from './deliveryTypes';

describe('the order type vocabulary', () => {
  it("is 'Takeaway', 'Lieferung', 'Dine In'", () => {
    expect(DELIVERY_TYPE_LABELS).toEqual({ takeaway: 'Takeaway', delivery: 'Lieferung', dineIn: 'Dine In' });
  });
});
