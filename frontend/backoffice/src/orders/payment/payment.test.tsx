import { beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AdminContext, Notification, testDataProvider } from 'react-admin';
import { i18nProvider } from '../../i18n/i18nProvider';
import type { Order } from '../orderState';
import { allowedActions } from '../orderState';
import { paymentText } from '../orderText';
import { makeOrder } from '../testOrders';
import { StatusActions } from '../components/StatusActions';
import { OrderCommands } from '../detail/OrderCommands';
import type { FetchMock } from '../../test/fetchStub';
import { json, stubFetch } from '../../test/fetchStub';
import { PaymentBadge } from './PaymentBadge';
import { PaymentDetails } from './PaymentDetails';
import { refundText } from './refund';

let fetchMock: FetchMock;

beforeEach(() => {
  fetchMock = stubFetch();
});

const pending = (fields: Partial<Order> = {}) =>
  makeOrder({
    paymentMethod: 'mollie',
    isPaid: false,
    isPaymentPending: true,
    pricing: { ...makeOrder().pricing, totalGross: '24.50' },
    ...fields,
  } as Partial<Order>);
const paid = (fields: Partial<Order> = {}) =>
  pending({ isPaid: true, isPaymentPending: false, ...fields } as Partial<Order>);

function renderIn(children: React.ReactNode) {
  render(
    <AdminContext i18nProvider={i18nProvider} dataProvider={testDataProvider()}>
      {children}
      <Notification />
    </AdminContext>,
  );
}

describe('payment texts', () => {
  it.each<[Partial<Order>, string]>([
    [{ paymentMethod: 'cash' }, 'Barzahlung · Nicht bezahlt'],
    [{ paymentMethod: 'cash', isPaid: true }, 'Barzahlung · Bezahlt'],
    [{ paymentMethod: 'mollie', isPaymentPending: true } as Partial<Order>, 'Mollie · Zahlung ausstehend'],
    [{ paymentMethod: 'datatrans', isPaid: true }, 'Datatrans · Bezahlt'],
    [{ paymentMethod: 'mollie', isPaid: true, isRefunded: true }, 'Mollie · Rückerstattet'],
    [{ paymentMethod: 'datatrans', isFailed: true, status: 'failed' }, 'Datatrans · Nicht bezahlt'],
  ])('%j reads %s', (fields, text) => {
    expect(paymentText(makeOrder(fields))).toBe(text);
  });

  it('asks about the full amount and the provider', () => {
    expect(refundText(paid())).toEqual({ amount: '24,50 EUR', provider: 'Mollie' });
    expect(refundText(paid({ paymentMethod: 'datatrans' }), 'CHF')).toEqual({
      amount: '24,50 CHF',
      provider: 'Datatrans',
    });
  });
});

describe('payment details', () => {
  it("lists the provider's payment, its status, amount and history; nothing for cash", () => {
    const paymentProvider = {
      provider: 'mollie',
      providerPaymentId: 'tr_7Ux',
      status: 'paid',
      statusLabel: 'Bezahlt',
      amount: '24.50',
      amountRefunded: '0.00',
      currency: 'EUR',
      history: [
        { status: 'open', label: 'Offen', at: '2026-11-25T11:15:00Z' },
        { status: 'paid', label: 'Bezahlt', at: '2026-11-25T11:16:00Z' },
      ],
      refunds: [],
    };
    renderIn(
      <>
        <PaymentDetails order={paid({ paymentProvider } as Partial<Order>)} />
        <PaymentDetails order={makeOrder({ paymentProvider: null } as Partial<Order>)} />
      </>,
    );
    expect(screen.getAllByRole('term').map((term) => term.textContent)).toEqual([
      'Zahlung beim Anbieter',
      'Status beim Anbieter',
      'Betrag',
      'Verlauf',
    ]);
    expect(screen.getAllByRole('definition').map((value) => value.textContent)).toEqual([
      'Mollie · tr_7Ux',
      'Bezahlt',
      '24,50 EUR',
      '25.11.2026 12:15 – Offen25.11.2026 12:16 – Bezahlt',
    ]);
  });
});

describe('a paid order made cheaper', () => {
  const paymentProvider = {
    provider: 'datatrans',
    providerPaymentId: '260112',
    status: 'paid',
    statusLabel: 'Bezahlt',
    amount: '24.50',
    amountRefunded: '9.40',
    currency: 'EUR',
    history: [{ status: 'paid', label: 'Bezahlt', at: '2026-11-25T11:16:00Z' }],
    refunds: [
      { amount: '9.40', status: 'refunded', statusLabel: 'Erstattet', note: '', createdAt: '2026-11-25T11:30:00Z' },
      { amount: '2.00', status: 'pending', statusLabel: 'Ausstehend', note: '', createdAt: '2026-11-25T11:40:00Z' },
    ],
  };
  const cheaper = () =>
    paid({
      paymentMethod: 'datatrans',
      paymentProvider,
      pricing: { ...makeOrder().pricing, totalGross: '13.10' },
    } as Partial<Order>);

  it('lists each refund with its state', () => {
    renderIn(<PaymentDetails order={cheaper()} />);
    const terms = screen.getAllByRole('term').map((term) => term.textContent);
    const values = screen.getAllByRole('definition').map((value) => value.textContent);
    expect(values[terms.indexOf('Erstattungen')]).toBe(
      '25.11.2026 12:30 – 9,40 EUR Erstattet25.11.2026 12:40 – 2,00 EUR Ausstehend',
    );
  });

  it('offers to refund what is still paid, not the first total', () => {
    expect(refundText(cheaper())).toEqual({ amount: '15,10 EUR', provider: 'Datatrans' });
  });
});

describe('an online order awaiting its payment', () => {
  it('offers only reject and cancel, and shows the badge', () => {
    expect(allowedActions(pending())).toEqual(['reject', 'cancel']);
    expect(allowedActions(paid())).toEqual(['confirm', 'counterAppointment', 'reject', 'cancel']);
    renderIn(
      <>
        <PaymentBadge order={pending()} />
        <PaymentBadge order={paid()} />
        <PaymentBadge order={makeOrder()} />
      </>,
    );
    expect(screen.getAllByText('Zahlung ausstehend')).toHaveLength(1);
  });
});

// MUI dialogs open and close with transitions: slow on a busy machine
const DIALOG_TEST_MS = 20_000;

describe('refund', () => {
  it(
    'offers the refund after cancelling a paid online order and reports the change once decided',
    async () => {
      // given
      const cancelled = paid({ status: 'canceled', isCanceled: true });
      const refunded = { ...cancelled, isRefunded: true };
      fetchMock
        .mockResolvedValueOnce(json(200, { data: cancelled }))
        .mockResolvedValueOnce(json(200, { data: refunded }));
      const onChanged = vi.fn();
      renderIn(<StatusActions order={paid()} onChanged={onChanged} />);

      // when
      await userEvent.click(screen.getByRole('button', { name: 'Stornieren: Ticket 7' }));
      await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Stornieren' }));
      const offer = await screen.findByRole('dialog', { name: 'Betrag zurückerstatten' });

      // then
      expect(offer).toHaveTextContent('Betrag von 24,50 EUR über Mollie zurückerstatten?');
      expect(onChanged).not.toHaveBeenCalled();
      await userEvent.click(within(offer).getByRole('button', { name: 'Rückerstatten' }));
      expect(await screen.findByText('Der Betrag wurde zurückerstattet.')).toBeInTheDocument();
      expect(fetchMock.mock.calls.map((call) => [call[0], call[1]?.method])).toEqual([
        ['/api/orders/1/status/cancel', 'POST'],
        ['/api/orders/1/refund', 'POST'],
      ]);
      expect(onChanged).toHaveBeenCalledExactlyOnceWith(refunded);
    },
    DIALOG_TEST_MS,
  );

  it(
    "keeps the money with 'Nicht erstatten' and reports the cancelled order",
    async () => {
      const rejected = paid({ status: 'rejected', isRejected: true });
      fetchMock.mockResolvedValueOnce(json(200, { data: rejected }));
      const onChanged = vi.fn();
      renderIn(<StatusActions order={paid({ paymentMethod: 'datatrans' })} onChanged={onChanged} />);

      await userEvent.click(screen.getByRole('button', { name: 'Ablehnen: Ticket 7' }));
      await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Ablehnen' }));
      const offer = await screen.findByRole('dialog', { name: 'Betrag zurückerstatten' });
      await userEvent.click(within(offer).getByRole('button', { name: 'Nicht erstatten' }));

      expect(onChanged).toHaveBeenCalledExactlyOnceWith(rejected);
      expect(fetchMock).toHaveBeenCalledTimes(1);
    },
    DIALOG_TEST_MS,
  );

  it(
    "refunds from the detail's commands after confirming; a refusal shows the server's message",
    async () => {
      fetchMock.mockResolvedValueOnce(json(409, { errors: [{ message: 'Mollie hat die Rückerstattung abgelehnt.' }] }));
      const onChanged = vi.fn();
      renderIn(<OrderCommands order={paid({ status: 'canceled', isCanceled: true })} onChanged={onChanged} />);

      expect(screen.getByRole('button', { name: 'Zahlungsstatus prüfen' })).toBeInTheDocument();
      await userEvent.click(screen.getByRole('button', { name: 'Rückerstatten' }));
      const offer = await screen.findByRole('dialog', { name: 'Betrag zurückerstatten' });
      expect(offer).toHaveTextContent('Betrag von 24,50 EUR über Mollie zurückerstatten?');
      await userEvent.click(within(offer).getByRole('button', { name: 'Rückerstatten' }));

      expect(await screen.findByText('Mollie hat die Rückerstattung abgelehnt.')).toBeInTheDocument();
      expect(fetchMock.mock.calls[0][0]).toBe('/api/orders/1/refund');
      expect(onChanged).not.toHaveBeenCalled();
    },
    DIALOG_TEST_MS,
  );

  it(
    'offers neither check nor refund for cash, nor a refund before payment or twice',
    () => {
      renderIn(
        <>
          <OrderCommands order={makeOrder({ isPaid: true })} onChanged={vi.fn()} />
          <OrderCommands order={pending()} onChanged={vi.fn()} />
          <OrderCommands order={paid({ isRefunded: true })} onChanged={vi.fn()} />
        </>,
      );
      expect(screen.getAllByRole('button', { name: 'Zahlungsstatus prüfen' })).toHaveLength(2);
      expect(screen.queryByRole('button', { name: 'Rückerstatten' })).toBeNull();
    },
    DIALOG_TEST_MS,
  );

  it(
    'offers to resend the confirmation only for an order that was placed (not pending, not failed)',
    () => {
      renderIn(
        <>
          <OrderCommands order={pending()} onChanged={vi.fn()} />
          <OrderCommands
            order={pending({ status: 'failed', isFailed: true, isPaymentPending: false })}
            onChanged={vi.fn()}
          />
          <OrderCommands order={paid()} onChanged={vi.fn()} />
          <OrderCommands order={makeOrder({ email: 'erika@example.com' })} onChanged={vi.fn()} />
        </>,
      );
      expect(screen.getAllByRole('button', { name: 'Bestätigung per E-Mail senden' })).toHaveLength(2);
    },
    DIALOG_TEST_MS,
  );
});
