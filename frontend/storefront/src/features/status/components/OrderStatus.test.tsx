import type { PublicOrder } from '@bestellwerk/common/api/types';
import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';

import { makeConfig } from '../../../testing/fixtures';
import { renderApp } from '../../../testing/render';
import { makeOrder, stubOrderApi, expectCurrentStep, paymentTerm, orderCalls, pinStatusClock } from './statusTesting';

pinStatusClock();

describe('status page', () => {
  it('shows thanks, ticket number, the timeline, the order and the branch contact; title Bestellstatus', async () => {
    stubOrderApi(makeConfig(), [{ status: 200, body: { data: makeOrder({ isConfirmed: true }) }, etag: '"v1"' }]);
    renderApp('/status/u1/h1');

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Vielen Dank für Ihre Bestellung!' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Ticketnummer').parentElement).toHaveTextContent('Ticketnummer 7');
    const steps = within(within(screen.getByRole('main')).getByRole('list')).getAllByRole('listitem');
    expect(steps.map((step) => step.textContent)).toEqual([
      'Warten auf Bestätigung (erledigt)',
      'Wird bearbeitet (aktuell)',
      'Abholbereit',
      'Abgeschlossen',
    ]);
    expect(steps[1]).toHaveAttribute('aria-current', 'step');
    expect(screen.getByText('04.03.2026 18:30 Uhr')).toBeInTheDocument();
    expect(screen.getByRole('row', { name: /Kaiserschmarrn/ })).toHaveTextContent('2 Stk.Kaiserschmarrn17,00 EUR');
    expect(screen.getByRole('row', { name: /Gesamt/ })).toHaveTextContent('Gesamt17,00 EUR');
    expect(screen.getByRole('row', { name: /MwSt/ })).toHaveTextContent('inkl. 10 % MwSt.1,55 EUR');
    expect(screen.queryByRole('row', { name: /Erstattet/ })).toBeNull();
    expect(screen.getByRole('link', { name: '+43 1 5220099' })).toHaveAttribute('href', 'tel:+4315220099');
    await waitFor(() => expect(document.title).toBe('Bestellstatus - Kornfeld – Bäckerei & Wirtshaus'));
  });

  it('shows the order number when tickets are disabled, and a rejection with its reason', async () => {
    const order = makeOrder({ ticketNumber: null, isRejected: true, rejectionMessage: 'Leider ausverkauft.' });
    stubOrderApi(makeConfig(), [{ status: 200, body: { data: order } }]);
    renderApp('/status/u1/h1');

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Ihre Bestellung wurde storniert.' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Bestellnummer').parentElement).toHaveTextContent('Bestellnummer 42');
    expect(screen.getByText('Storniert').closest('li')).toHaveAttribute('aria-current', 'step');
    expect(screen.getByText(/Leider ausverkauft\./).textContent).toBe('Begründung: Leider ausverkauft.');
  });

  it('says that the payment failed, not that the order was cancelled, when the online payment failed', async () => {
    const failed = { paymentMethod: 'datatrans', isFailed: true, isPaymentPending: false } as Partial<PublicOrder>;
    stubOrderApi(makeConfig(), [{ status: 200, body: { data: makeOrder(failed) } }]);
    renderApp('/status/u1/h1');

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Leider ist Ihre Zahlung fehlgeschlagen.' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Storniert').closest('li')).toHaveAttribute('aria-current', 'step');
    expect(screen.getByText('Warten auf Zahlungseingang')).toBeInTheDocument();
    expect(paymentTerm()).toHaveTextContent(/^Online-Zahlung \(Datatrans\) – Nicht bezahlt$/);
  });

  it('says that the customer cancelled the payment, not that it failed, when the provider reports a cancel', async () => {
    const canceled = {
      paymentMethod: 'mollie',
      isFailed: true,
      isPaymentPending: false,
      isPaymentCanceled: true,
    } as Partial<PublicOrder>;
    stubOrderApi(makeConfig(), [{ status: 200, body: { data: makeOrder(canceled) } }]);
    renderApp('/status/u1/h1');

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Sie haben die Zahlung abgebrochen.' }),
    ).toBeInTheDocument();
    expect(screen.queryByText(/fehlgeschlagen/)).toBeNull();
  });

  it("shows 'Preis auf Anfrage' for a hidden price, no taxes, and the note of a quotation", async () => {
    const buffet = {
      index: 0,
      product: 9,
      name: 'Catering-Buffet',
      amount: '10',
      unit: 'person',
      parts: [],
      unitPrice: null,
      gross: null,
      taxRate: '10.00',
      isPriceHidden: true,
    };
    const pricing = {
      gross: null,
      net: null,
      deliveryGross: '0.00',
      totalNet: null,
      totalGross: null,
      taxes: {},
      isApproximate: true,
      isPriceHidden: true,
    };
    const order = makeOrder({ isQuotation: true, items: [buffet, { ...makeOrder().items[0]!, index: 1 }], pricing });
    stubOrderApi(makeConfig(), [{ status: 200, body: { data: order } }]);
    renderApp('/status/u1/h1');

    expect(await screen.findByRole('row', { name: /Catering-Buffet/ })).toHaveTextContent(
      '10 Pers.Catering-BuffetPreis auf Anfrage',
    );
    expect(screen.getByRole('row', { name: /Kaiserschmarrn/ })).toHaveTextContent('2 Stk.Kaiserschmarrn17,00 EUR');
    expect(screen.getByRole('row', { name: /Gesamt/ })).toHaveTextContent('GesamtPreis auf Anfrage');
    expect(screen.queryByRole('row', { name: /MwSt/ })).toBeNull();
    expect(
      screen.getByText('Den endgültigen Preis erhalten Sie als unverbindliches Angebot per E-Mail.'),
    ).toBeInTheDocument();
  });

  it('waits for the online payment, then polls on until it arrives; the tab that paid loses its cart then', async () => {
    const pending = { paymentMethod: 'mollie', isPaymentPending: true } as Partial<PublicOrder>;
    const paid = { paymentMethod: 'mollie', isPaid: true, isPaymentPending: false } as Partial<PublicOrder>;
    const fetchMock = stubOrderApi(makeConfig(), [
      { status: 200, body: { data: makeOrder(pending) }, etag: '"v1"' },
      { status: 200, body: { data: makeOrder(paid) }, etag: '"v2"' },
    ]);
    window.localStorage.setItem(
      'asp.online-shop.items',
      JSON.stringify([{ product: 5, amount: '2', unit: null, parts: [] }]),
    );
    window.sessionStorage.setItem('asp.online-shop.draft', JSON.stringify({ firstName: 'Paula' }));
    window.sessionStorage.setItem(
      'asp.paymentPending',
      JSON.stringify({ uid: 'u1', identifier: 'online-shop', isSelfService: false }),
    );
    renderApp('/status/u1/h1');

    await expectCurrentStep('Warten auf Zahlungseingang (aktuell)');
    expect(paymentTerm()).toHaveTextContent(/^Online-Zahlung \(Mollie\)$/);
    expect(window.localStorage.getItem('asp.online-shop.items')).toContain('"product":5');

    await act(() => vi.advanceTimersByTimeAsync(10_000));
    await expectCurrentStep('Warten auf Bestätigung (aktuell)');
    expect(paymentTerm()).toHaveTextContent(/^Online-Zahlung \(Mollie\) – Bezahlt$/);
    expect(orderCalls(fetchMock)).toHaveLength(2);
    await waitFor(() => expect(window.localStorage.getItem('asp.online-shop.items')).toBe('[]'));
    expect(JSON.parse(window.sessionStorage.getItem('asp.online-shop.draft') ?? 'null')).toEqual({
      firstName: 'Paula',
    });
    expect(window.sessionStorage.getItem('asp.paymentPending')).toBeNull();
  });

  it('keeps the cart of another order and of a tab that did not pay; a kiosk also forgets the draft', async () => {
    const paid = { paymentMethod: 'datatrans', isPaid: true, isPaymentPending: false } as Partial<PublicOrder>;
    stubOrderApi(makeConfig(), [{ status: 200, body: { data: makeOrder(paid) } }]);
    window.localStorage.setItem(
      'asp.online-shop.items',
      JSON.stringify([{ product: 5, amount: '2', unit: null, parts: [] }]),
    );
    window.sessionStorage.setItem(
      'asp.paymentPending',
      JSON.stringify({ uid: 'other', identifier: 'online-shop', isSelfService: false }),
    );
    const { unmount } = renderApp('/status/u1/h1');
    await expectCurrentStep('Warten auf Bestätigung (aktuell)');
    expect(paymentTerm()).toHaveTextContent(/^Online-Zahlung \(Datatrans\) – Bezahlt$/);
    expect(window.localStorage.getItem('asp.online-shop.items')).toContain('"product":5');
    expect(window.sessionStorage.getItem('asp.paymentPending')).toContain('"other"');
    unmount();

    window.sessionStorage.setItem('asp.online-shop.draft', JSON.stringify({ firstName: 'Kiosk' }));
    window.sessionStorage.setItem(
      'asp.paymentPending',
      JSON.stringify({ uid: 'u1', identifier: 'online-shop', isSelfService: true }),
    );
    renderApp('/status/u1/h1');
    await waitFor(() => expect(window.sessionStorage.getItem('asp.online-shop.draft')).toBeNull());
    expect(window.localStorage.getItem('asp.online-shop.items')).toBe('[]');
  });

  it('polls a cancelled order paid online on until its refund shows, then stops', async () => {
    const cancelled = {
      paymentMethod: 'mollie',
      isPaid: true,
      isCanceled: true,
      status: 'canceled',
    } as Partial<PublicOrder>;
    const fetchMock = stubOrderApi(makeConfig(), [
      { status: 200, body: { data: makeOrder(cancelled) }, etag: '"v1"' },
      { status: 200, body: { data: makeOrder({ ...cancelled, isRefunded: true }) }, etag: '"v2"' },
    ]);
    renderApp('/status/u1/h1');
    await waitFor(() => expect(paymentTerm()).toHaveTextContent(/^Online-Zahlung \(Mollie\) – Bezahlt$/));

    await act(() => vi.advanceTimersByTimeAsync(10_000));
    await waitFor(() => expect(paymentTerm()).toHaveTextContent(/^Online-Zahlung \(Mollie\) – Rückerstattet$/));
    await act(() => vi.advanceTimersByTimeAsync(30_000));
    expect(orderCalls(fetchMock)).toHaveLength(2);
  });

  it("shows a partial refund as the receipt does: 'Teilweise erstattet' and the amount given back", async () => {
    // an edit made the paid order cheaper: 17,00 EUR paid, 9,40 EUR back through the provider
    const partly = { paymentMethod: 'mollie', isPaid: true, amountRefunded: '9.40' } as Partial<PublicOrder>;
    stubOrderApi(makeConfig(), [{ status: 200, body: { data: makeOrder(partly) } }]);
    renderApp('/status/u1/h1');

    await waitFor(() => expect(paymentTerm()).toHaveTextContent(/^Online-Zahlung \(Mollie\) – Teilweise erstattet$/));
    expect(screen.getByRole('row', { name: /Erstattet/ })).toHaveTextContent(/^Erstattet9,40 EUR$/);
    expect(screen.getByRole('row', { name: /Gesamt/ })).toHaveTextContent('Gesamt17,00 EUR');
  });

  it('shows a refund in full with its amount', async () => {
    const refunded = {
      paymentMethod: 'datatrans',
      isPaid: true,
      isRefunded: true,
      isCanceled: true,
      amountRefunded: '17.00',
    } as Partial<PublicOrder>;
    stubOrderApi(makeConfig(), [{ status: 200, body: { data: makeOrder(refunded) } }]);
    renderApp('/status/u1/h1');

    await waitFor(() => expect(paymentTerm()).toHaveTextContent(/^Online-Zahlung \(Datatrans\) – Rückerstattet$/));
    expect(screen.getByRole('row', { name: /Erstattet/ })).toHaveTextContent(/^Erstattet17,00 EUR$/);
  });

  it.each([
    [
      { paymentMethod: 'mollie', isPaid: true, isRefunded: true, isCanceled: true },
      'Online-Zahlung (Mollie) – Rückerstattet',
    ],
    [
      { paymentMethod: 'datatrans', isFailed: true, isPaymentPending: false },
      'Online-Zahlung (Datatrans) – Nicht bezahlt',
    ],
    [{ paymentMethod: 'cash', isPaid: true }, 'Barzahlung'],
  ])('reads the payment line of %o as %s', async (flags, line) => {
    stubOrderApi(makeConfig(), [{ status: 200, body: { data: makeOrder(flags as Partial<PublicOrder>) } }]);
    renderApp('/status/u1/h1');
    await waitFor(() => expect(paymentTerm()).toHaveTextContent(new RegExp(`^${line.replace(/[()]/g, '\\$&')}$`)));
  });

  it('polls every 10 seconds with If-None-Match and stops once the order is completed', async () => {
    const fetchMock = stubOrderApi(makeConfig(), [
      { status: 200, body: { data: makeOrder() }, etag: '"v1"' },
      { status: 304, etag: '"v1"' },
      { status: 200, body: { data: makeOrder({ isConfirmed: true, isCompleted: true }) }, etag: '"v2"' },
    ]);
    renderApp('/status/u1/h1');
    await expectCurrentStep('Warten auf Bestätigung (aktuell)');
    expect(orderCalls(fetchMock)).toHaveLength(1);

    await act(() => vi.advanceTimersByTimeAsync(10_000));
    await waitFor(() => expect(orderCalls(fetchMock)).toHaveLength(2));
    expect(orderCalls(fetchMock)[1]?.[1]?.headers).toMatchObject({ 'If-None-Match': '"v1"' });
    await expectCurrentStep('Warten auf Bestätigung (aktuell)');

    await act(() => vi.advanceTimersByTimeAsync(10_000));
    await waitFor(() =>
      expect(within(screen.getByRole('main')).getAllByRole('listitem').at(-1)).toHaveTextContent(
        'Abgeschlossen (erledigt)',
      ),
    );
    expect(orderCalls(fetchMock)).toHaveLength(3);

    await act(() => vi.advanceTimersByTimeAsync(30_000));
    expect(orderCalls(fetchMock)).toHaveLength(3);
  });

  it('says so when the order does not exist', async () => {
    stubOrderApi(makeConfig(), [{ status: 404, body: { errors: [{ message: 'Der Eintrag wurde nicht gefunden.' }] } }]);
    renderApp('/status/u1/h1');

    expect(await screen.findByRole('alert')).toHaveTextContent('Diese Bestellung wurde nicht gefunden.');
  });
});
