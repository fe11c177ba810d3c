import { describe, expect, it } from 'vitest';

import { progressSteps } from './progress';

const NEW = {
  isDelivery: false,
  isConfirmed: false,
  isInDelivery: false,
  isDelivered: false,
  isCompleted: false,
  isRejected: false,
  isCanceled: false,
  isFailed: false,
};

function summary(flags: Partial<typeof NEW>) {
  return progressSteps({ ...NEW, ...flags }).map((step) => `${step.label}: ${step.state}`);
}

describe('progressSteps', () => {
  it('waits for confirmation first; takeaway has no delivered step', () => {
    expect(summary({})).toEqual([
      'Warten auf Bestätigung: current',
      'Wird bearbeitet: upcoming',
      'Abholbereit: upcoming',
      'Abgeschlossen: upcoming',
    ]);
  });

  it('a confirmed takeaway order is being processed, then ready for pickup', () => {
    expect(summary({ isConfirmed: true })).toEqual([
      'Warten auf Bestätigung: done',
      'Wird bearbeitet: current',
      'Abholbereit: upcoming',
      'Abgeschlossen: upcoming',
    ]);
    expect(summary({ isConfirmed: true, isInDelivery: true })[2]).toBe('Abholbereit: current');
  });

  it('a delivery order has five steps and goes out for delivery, then delivered', () => {
    expect(summary({ isDelivery: true, isConfirmed: true, isInDelivery: true })).toEqual([
      'Warten auf Bestätigung: done',
      'Wird bearbeitet: done',
      'In Zustellung: current',
      'Zugestellt: upcoming',
      'Abgeschlossen: upcoming',
    ]);
    expect(summary({ isDelivery: true, isConfirmed: true, isInDelivery: true, isDelivered: true })[3]).toBe(
      'Zugestellt: current',
    );
  });

  it('a completed order has every step done, also when a flag on the way was never set', () => {
    expect(summary({ isCompleted: true })).toEqual([
      'Warten auf Bestätigung: done',
      'Wird bearbeitet: done',
      'Abholbereit: done',
      'Abgeschlossen: done',
    ]);
  });

  it('a rejected order stops where it was, without a current step', () => {
    expect(summary({ isRejected: true })).toEqual([
      'Warten auf Bestätigung: done',
      'Wird bearbeitet: upcoming',
      'Abholbereit: upcoming',
      'Abgeschlossen: upcoming',
    ]);
  });

  it('an order whose online payment failed stopped at the payment, not at the confirmation', () => {
    expect(summary({ isFailed: true })).toEqual([
      'Warten auf Zahlungseingang: done',
      'Wird bearbeitet: upcoming',
      'Abholbereit: upcoming',
      'Abgeschlossen: upcoming',
    ]);
  });
});
