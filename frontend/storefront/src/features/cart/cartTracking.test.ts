import { afterEach, describe, expect, it } from 'vitest';

import { type Report, setAnalyticsSink } from '../../lib/analytics';
import type { CartItem } from '../../lib/cartItem';
import { cartActions, resetCartStore } from './cartStore';

const SEMMEL: CartItem = {
  product: 3,
  amount: '2',
  unit: null,
  parts: [],
  name: 'Semmel',
  description: '',
  price: '0.60',
};

afterEach(() => {
  setAnalyticsSink(null);
  resetCartStore();
  sessionStorage.clear();
});

describe('the cart reports to the analytics log', () => {
  it('an addition as addtocart and a removal as the event Cart Remove', () => {
    // given
    const reports: Report[] = [];
    setAnalyticsSink((report) => reports.push(report));
    const actions = cartActions('mariahilf');

    // when
    actions.add(SEMMEL);
    actions.remove(0);
    actions.remove(0);

    // then: removing nothing reports nothing
    expect(reports).toEqual([
      { kind: 'commerce', type: 'addtocart', items: [SEMMEL], currency: undefined, total: undefined },
      { kind: 'event', name: 'Cart', subName: 'Remove', data: { product: 3 } },
    ]);
  });
});
