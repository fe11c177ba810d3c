import type { Config, PublicOrder } from '@bestellwerk/common/api/types';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { makeConfig } from '../../../testing/fixtures';
import { renderApp } from '../../../testing/render';

const ORDER_PATH = '/api/orders/public/u1/h1';

function makeOrder(overrides: Partial<PublicOrder> = {}): PublicOrder {
  return {
    id: 42,
    uid: 'u1',
    hash: 'h1',
    ticketNumber: 7,
    status: 'new',
    appointment: null,
    appointmentDate: '2026-03-04T17:30:00Z',
    counterAppointment: null,
    counterAppointmentState: '',
    readyBy: null,
    paymentMethod: 'cash',
    tableIdentifier: '',
    rejectionMessage: '',
    questionnaireRating: null,
    branch: { id: 3, name: 'Online-Shop', phone: '+43 1 5220099' },
    isDelivery: false,
    isDineIn: false,
    isConfirmed: false,
    isInDelivery: false,
    isDelivered: false,
    isCompleted: false,
    isRejected: false,
    isCanceled: false,
    isFailed: false,
    isPaid: false,
    isRefunded: false,
    isPaymentPending: false,
    isPaymentCanceled: false,
    isQuotation: false,
    deliveryAreaName: '',
    donatee: null,
    items: [
      {
        index: 0,
        product: 5,
        name: 'Kaiserschmarrn',
        amount: '2',
        unit: 'piece',
        parts: [],
        unitPrice: '8.50',
        gross: '17.00',
        taxRate: '10.00',
        isPriceHidden: false,
      },
    ],
    pricing: {
      gross: '17.00',
      net: '15.4545',
      deliveryGross: '0.00',
      totalNet: '15.4545',
      totalGross: '17.00',
      taxes: { '10.00': '1.5455' },
      isApproximate: false,
      isPriceHidden: false,
    },
    amountRefunded: '0.00',
    createdAt: '2026-03-04T15:00:00Z',
    ...overrides,
  };
}

type Reply = { status: number; body?: unknown; etag?: string };

/** fetch stub: the config, and for the order path the replies in turn (the last one repeats). */
function stubOrderApi(config: Config, orderReplies: Reply[], posts: Record<string, Reply> = {}) {
  let index = 0;
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const path = String(input).split('?')[0] ?? '';
    let reply: Reply = { status: 404, body: { errors: [{ message: 'Nicht gefunden.' }] } };
    if (path === '/api/config') reply = { status: 200, body: { data: config } };
    else if (path === ORDER_PATH && (init?.method ?? 'GET') === 'GET') {
      reply = orderReplies[Math.min(index, orderReplies.length - 1)] as Reply;
      index += 1;
    } else if (posts[path]) reply = posts[path];
    const headers = reply.etag ? { ETag: reply.etag } : undefined;
    if (reply.status === 304) return new Response(null, { status: 304, headers });
    return new Response(JSON.stringify(reply.body), { status: reply.status, headers });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

async function expectCurrentStep(text: string) {
  await waitFor(() => expect(screen.getByRole('listitem', { current: 'step' })).toHaveTextContent(text));
}

/** The value of 'Zahlungsart' in the order's facts. */
function paymentTerm() {
  return screen.getByText('Zahlungsart', { selector: 'dt' }).nextElementSibling;
}

function orderCalls(fetchMock: ReturnType<typeof stubOrderApi>) {
  return fetchMock.mock.calls.filter(([url, init]) => url === ORDER_PATH && (init?.method ?? 'GET') === 'GET');
}

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
  vi.setSystemTime(new Date('2026-03-04T15:30:00Z'));
  window.sessionStorage.clear();
});

afterEach(() => {
  vi.useRealTimers();
});

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

describe('counter appointment', () => {
  const proposed = makeOrder({ counterAppointment: '2026-03-04T18:00:00Z', counterAppointmentState: 'proposed' });

  it('offers the proposed time; accepting confirms the order', async () => {
    const accepted = makeOrder({
      isConfirmed: true,
      appointment: '2026-03-04T18:00:00Z',
      counterAppointmentState: 'accepted',
    });
    const fetchMock = stubOrderApi(makeConfig(), [{ status: 200, body: { data: proposed } }], {
      [`${ORDER_PATH}/confirm-counter-appointment`]: { status: 200, body: { data: accepted } },
    });
    renderApp('/status/u1/h1');

    expect(
      await screen.findByText(
        'Leider können wir Ihre Bestellung nicht zum gewünschten Termin annehmen. Wir schlagen 04.03.2026 19:00 Uhr vor.',
      ),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Ja, Termin annehmen' }));

    await expectCurrentStep('Wird bearbeitet (aktuell)');
    expect(screen.queryByRole('button', { name: 'Nein, Bestellung stornieren' })).not.toBeInTheDocument();
    expect(
      fetchMock.mock.calls.some(
        ([url, init]) => url === `${ORDER_PATH}/confirm-counter-appointment` && init?.method === 'POST',
      ),
    ).toBe(true);
  });

  it("declines with 'Nein, Bestellung stornieren': the order is canceled", async () => {
    const canceled = makeOrder({
      isCanceled: true,
      counterAppointment: proposed.counterAppointment,
      counterAppointmentState: 'declined',
    });
    stubOrderApi(makeConfig(), [{ status: 200, body: { data: proposed } }], {
      [`${ORDER_PATH}/reject-counter-appointment`]: { status: 200, body: { data: canceled } },
    });
    renderApp('/status/u1/h1');

    await userEvent.click(await screen.findByRole('button', { name: 'Nein, Bestellung stornieren' }));

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Ihre Bestellung wurde storniert.' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Neuer Terminvorschlag' })).not.toBeInTheDocument();
  });

  it('reports a failed answer', async () => {
    stubOrderApi(makeConfig(), [{ status: 200, body: { data: proposed } }], {
      [`${ORDER_PATH}/confirm-counter-appointment`]: { status: 409, body: { errors: [{ message: 'Konflikt.' }] } },
    });
    renderApp('/status/u1/h1');

    await userEvent.click(await screen.findByRole('button', { name: 'Ja, Termin annehmen' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Ihre Antwort konnte nicht gesendet werden.');
  });

  it('is not shown once the order is confirmed', async () => {
    stubOrderApi(makeConfig(), [{ status: 200, body: { data: { ...proposed, isConfirmed: true } } }]);
    renderApp('/status/u1/h1');

    await expectCurrentStep('Wird bearbeitet (aktuell)');
    expect(screen.queryByRole('heading', { name: 'Neuer Terminvorschlag' })).not.toBeInTheDocument();
  });
});

describe('review questionnaire', () => {
  const completed = makeOrder({ isConfirmed: true, isCompleted: true });
  const reviews = makeConfig({ enablePluginOrderReviews: true });

  async function rate(labels: string[], value: number) {
    for (const label of labels) {
      await userEvent.click(
        within(screen.getByRole('group', { name: label })).getByRole('radio', { name: `${value} von 5` }),
      );
    }
  }

  it('asks for four ratings, shows the comment only once all four are set, and sends them', async () => {
    const fetchMock = stubOrderApi(reviews, [{ status: 200, body: { data: completed } }], {
      [`${ORDER_PATH}/questionnaire`]: { status: 200, body: { data: { ...completed, questionnaireRating: 5 } } },
    });
    renderApp('/status/u1/h1');

    expect(await screen.findByRole('heading', { name: 'Wie zufrieden waren Sie?' })).toBeInTheDocument();
    // the scale's ends are named (in Austria 1 is the best school grade), visibly and for each group
    expect(screen.getByText('1 = schlecht, 5 = sehr gut')).toBeVisible();
    for (const label of ['Gesamteindruck', 'Essen', 'Service', 'Bestellvorgang']) {
      const group = screen.getByRole('group', { name: label });
      expect(group).toHaveAccessibleDescription('1 = schlecht, 5 = sehr gut');
      expect(group.textContent).toBe(`${label}schlecht12345sehr gut`);
    }
    await rate(['Gesamteindruck', 'Essen', 'Service'], 5);
    expect(screen.queryByRole('textbox', { name: 'Kommentar (optional)' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Bewertung senden' })).toBeDisabled();

    await rate(['Bestellvorgang'], 4);
    await userEvent.type(screen.getByRole('textbox', { name: 'Kommentar (optional)' }), 'Sehr gut');
    await userEvent.click(screen.getByRole('button', { name: 'Bewertung senden' }));

    expect(await screen.findByText('Vielen Dank für Ihre Bewertung!')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Wie zufrieden waren Sie?' })).not.toBeInTheDocument();
    const post = fetchMock.mock.calls.find(([url]) => url === `${ORDER_PATH}/questionnaire`);
    expect(JSON.parse(String(post?.[1]?.body))).toEqual({
      rating: 5,
      foodRating: 5,
      serviceRating: 5,
      processRating: 4,
      comment: 'Sehr gut',
    });
  });

  it('reports a failed send and can be dismissed for the session', async () => {
    stubOrderApi(reviews, [{ status: 200, body: { data: completed } }], {
      [`${ORDER_PATH}/questionnaire`]: { status: 409, body: { errors: [{ message: 'Schon bewertet.' }] } },
    });
    renderApp('/status/u1/h1');

    await screen.findByRole('heading', { name: 'Wie zufrieden waren Sie?' });
    await rate(['Gesamteindruck', 'Essen', 'Service', 'Bestellvorgang'], 3);
    await userEvent.click(screen.getByRole('button', { name: 'Bewertung senden' }));
    expect(await screen.findByText('Bewertung konnte nicht gesendet werden.')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Schliessen' }));
    expect(screen.queryByRole('heading', { name: 'Wie zufrieden waren Sie?' })).not.toBeInTheDocument();
    expect(window.sessionStorage.getItem('asp.reviewDismissed.u1')).toBe('1');
  });

  it.each([
    ['the plugin is off', makeConfig({ enablePluginOrderReviews: false }), completed],
    ['the order is not completed', reviews, makeOrder({ isConfirmed: true })],
    ['the order is rated already', reviews, { ...completed, questionnaireRating: 4 }],
  ])('is not shown when %s', async (_, config, order) => {
    stubOrderApi(config, [{ status: 200, body: { data: order } }]);
    renderApp('/status/u1/h1');

    await screen.findByRole('heading', { level: 1 });
    expect(screen.queryByRole('heading', { name: 'Wie zufrieden waren Sie?' })).not.toBeInTheDocument();
  });
});
