import { describe, expect, it } from 'vitest';
import type { OrderStatus } from './orderState';
import { allowedActions, boardColumn, deliveryType, isFinal } from './orderState';

describe('allowed actions per state (backend/ordering/models.py TRANSITIONS)', () => {
  it.each<[OrderStatus, string[]]>([
    ['new', ['confirm', 'counterAppointment', 'reject', 'cancel']],
    ['confirmed', ['inDelivery', 'completed', 'cancel']],
    ['in_delivery', ['delivered', 'completed', 'cancel']],
    ['delivered', ['completed']],
    ['completed', []],
    ['rejected', []],
    ['canceled', []],
    ['failed', []],
  ])('a delivery order in %s allows %j', (status, actions) => {
    expect(allowedActions({ status, isDelivery: true })).toEqual(actions);
    expect(isFinal(status)).toBe(actions.length === 0);
  });

  it("offers 'delivered' only for delivery orders", () => {
    expect(allowedActions({ status: 'in_delivery', isDelivery: false })).toEqual(['completed', 'cancel']);
    expect(allowedActions({ status: 'in_delivery', isDelivery: true })).toContain('delivered');
  });
});

describe('board column', () => {
  it.each<[OrderStatus, string]>([
    ['new', 'new'],
    ['confirmed', 'inProgress'],
    ['in_delivery', 'ready'],
    ['delivered', 'ready'],
  ])('%s goes to %s', (status, column) => {
    expect(boardColumn({ status })).toBe(column);
  });
});

describe('delivery type', () => {
  it('tells delivery, dine-in and takeaway apart', () => {
    expect(deliveryType({ isDelivery: true, isDineIn: false })).toBe('delivery');
    expect(deliveryType({ isDelivery: false, isDineIn: true })).toBe('dineIn');
    expect(deliveryType({ isDelivery: false, isDineIn: false })).toBe('takeaway');
  });
});
