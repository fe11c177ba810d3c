import { beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AdminContext, Notification, testDataProvider } from 'react-admin';
import { i18nProvider } from '../../i18n/i18nProvider';
import { makeOrder } from '../testOrders';
import { ItemEditDialog } from './ItemEditDialog';
import type { FetchMock } from '../../test/fetchStub';
import { json, stubFetch } from '../../test/fetchStub';

let fetchMock: FetchMock;

beforeEach(() => {
  fetchMock = stubFetch();
});

const schnitzel = {
  id: 3,
  name: 'Wiener Schnitzel vom Kalb',
  price: '21.90',
  unit: 'piece',
  alternativeUnits: [],
  config: {
    parts: [
      {
        name: 'Beilage',
        type: 'select',
        optional: false,
        options: [
          { name: 'Pommes', modifier: 'add', value: '0.00' },
          { name: 'Petersilerdäpfel', modifier: 'add', value: '0.00' },
        ],
      },
      { name: 'Wunsch', type: 'text', optional: true, options: [] },
    ],
  },
};

function renderDialog(onSaved = vi.fn()) {
  const order = makeOrder();
  const dataProvider = testDataProvider({ getOne: async () => ({ data: schnitzel }) as never });
  render(
    <AdminContext i18nProvider={i18nProvider} dataProvider={dataProvider}>
      <ItemEditDialog order={order} item={order.items[0]} onClose={vi.fn()} onSaved={onSaved} />
      <Notification />
    </AdminContext>,
  );
  return onSaved;
}

describe('editing one item', () => {
  it('sends amount, unit and the chosen parts to PUT /api/orders/{id}/items/{index}', async () => {
    // given
    fetchMock.mockResolvedValueOnce(json(200, { data: makeOrder() }));
    const onSaved = renderDialog();

    // when
    const amount = screen.getByLabelText(/Menge/);
    await userEvent.clear(amount);
    await userEvent.type(amount, '3');
    await userEvent.click(await screen.findByRole('radio', { name: 'Pommes' }));
    await userEvent.type(screen.getByLabelText('Wunsch'), 'extra knusprig');
    await userEvent.click(screen.getByRole('button', { name: 'Speichern' }));

    // then
    expect(fetchMock.mock.calls[0][0]).toBe('/api/orders/1/items/0');
    expect(fetchMock.mock.calls[0][1]?.method).toBe('PUT');
    expect(JSON.parse(String(fetchMock.mock.calls[0][1]?.body))).toEqual({
      product: 3,
      amount: '3',
      unit: 'piece',
      parts: [{ options: [0] }, { text: 'extra knusprig' }],
    });
    expect(onSaved).toHaveBeenCalledTimes(1);
    expect(await screen.findByText('Artikel wurde gespeichert.')).toBeInTheDocument();
  });

  it("shows the server's errors at the fields and saves nothing", async () => {
    // given
    fetchMock.mockResolvedValueOnce(
      json(400, { errors: [{ message: 'Die Menge muss mindestens 1 sein.', field: 'amount', code: 'invalid_item' }] }),
    );
    const onSaved = renderDialog();

    // when
    const amount = screen.getByLabelText(/Menge/);
    await userEvent.clear(amount);
    await userEvent.type(amount, '0');
    await userEvent.click(screen.getByRole('button', { name: 'Speichern' }));

    // then
    expect(await screen.findByRole('alert')).toHaveTextContent('Die Menge muss mindestens 1 sein.');
    expect(amount).toHaveAccessibleDescription('Die Menge muss mindestens 1 sein.');
    expect(onSaved).not.toHaveBeenCalled();
  });

  it("shows the server's refusal of a dearer paid online order", async () => {
    // given
    const message =
      'Eine bezahlte Online-Bestellung kann nicht verteuert werden. Bitte legen Sie für zusätzliche Produkte eine neue Bestellung an.';
    fetchMock.mockResolvedValueOnce(json(400, { errors: [{ message, field: 'items', code: 'paid_online' }] }));
    const onSaved = renderDialog();

    // when
    const amount = screen.getByLabelText(/Menge/);
    await userEvent.clear(amount);
    await userEvent.type(amount, '40');
    await userEvent.click(screen.getByRole('button', { name: 'Speichern' }));

    // then
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(onSaved).not.toHaveBeenCalled();
  });
});
