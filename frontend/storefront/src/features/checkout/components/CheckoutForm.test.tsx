import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { resetCartStore } from '../../cart/cartStore';
import { enterSelfService, leaveSelfService } from '../../selfService/selfService';
import { NOW, orderBody, orderKeys, orderPosts, putInCart, shop, stubCheckout } from '../../../testing/checkout';
import { rule } from '../../../testing/fixtures';
import { renderApp } from '../../../testing/render';

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
  window.sessionStorage.clear();
  resetCartStore();
  document.title = '';
});

afterEach(() => {
  leaveSelfService();
  vi.useRealTimers();
});

describe('checkout', () => {
  it('shows the sections in order and places a takeaway order, then goes to the status page', async () => {
    putInCart();
    const created = { uid: 'u1', hash: 'h1', paymentRedirectUrl: null };
    const fetchMock = stubCheckout(shop(), { '/api/orders': { status: 201, body: { data: created } } });
    const user = userEvent.setup();
    renderApp('/store/online-shop/checkout');

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Bestellvorgang' }, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual([
      'Bestellung',
      'Kontaktdetails',
      'Gewünschter Termin',
      'Kommentar hinzufügen',
      'Warenkorb',
      'Zahlungsart',
    ]);
    expect(screen.getByText('So schnell wie möglich')).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Barzahlung' })).toBeChecked();
    await waitFor(() => expect(document.title).toBe('Bestellvorgang - Kornfeld – Bäckerei & Wirtshaus'));

    await user.type(screen.getByLabelText('Vorname *'), 'Anna');
    await user.type(screen.getByLabelText('Nachname *'), 'Huber');
    await user.type(screen.getByLabelText('Telefon'), '0664 (123) 4567');
    expect(screen.getByLabelText('Telefon')).toHaveValue('0664 123 4567');
    // a number typed the Austrian way is no format mistake: the server reads it in the branch's country
    expect(screen.getByLabelText('Telefon')).not.toHaveAccessibleDescription();
    await user.type(screen.getByRole('textbox', { name: 'Kommentar' }), 'Bitte geschnitten');
    await user.click(screen.getByRole('checkbox', { name: /Allgemeinen Geschäftsbedingungen/ }));
    await user.click(screen.getByRole('checkbox', { name: /Datenschutzerklärung/ }));
    await user.click(screen.getByRole('button', { name: 'Bestellung abschicken' }));

    // the status page of the new order loads
    await waitFor(() =>
      expect(fetchMock.mock.calls.some(([url]) => String(url) === '/api/orders/public/u1/h1')).toBe(true),
    );
    const [key] = orderKeys(fetchMock);
    expect(key).toMatch(/^[0-9a-f-]{36}$/);
    expect(orderBody(fetchMock)).toEqual({
      branch: 7,
      isDelivery: false,
      isDineIn: false,
      table: null,
      deliveryArea: null,
      donatee: null,
      items: [{ product: 1, amount: '2', unit: null, parts: [] }],
      appointmentDate: null,
      comment: 'Bitte geschnitten',
      isCompany: false,
      firstName: 'Anna',
      lastName: 'Huber',
      email: '',
      phone: '06641234567',
      isDeliveryAddressDifferent: false,
      paymentMethod: 'cash',
      legalInstructions: true,
      privacyPolicy: true,
    });
    // the order arrived: what was typed stays for the next order, under a new key
    const stored = JSON.parse(window.sessionStorage.getItem('asp.online-shop.draft') ?? '{}') as {
      firstName: string;
      idempotencyKey: string;
    };
    expect(stored.firstName).toBe('Anna');
    expect(stored.idempotencyKey).toMatch(/^[0-9a-f-]{36}$/);
    expect(stored.idempotencyKey).not.toBe(key);
    expect(JSON.parse(window.localStorage.getItem('asp.online-shop.items') ?? 'null')).toEqual([]);
  }, 20_000);

  it('forgets the draft after an order in self-service mode', async () => {
    putInCart();
    window.sessionStorage.setItem('asp.online-shop.draft', JSON.stringify({ firstName: 'Anna' }));
    enterSelfService('/store/online-shop');
    const fetchMock = stubCheckout(shop(), {
      '/api/orders': { status: 201, body: { data: { uid: 'u2', hash: 'h2', paymentRedirectUrl: null } } },
    });
    const user = userEvent.setup();
    renderApp('/store/online-shop/checkout');

    expect(await screen.findByLabelText('Vorname *', {}, { timeout: 5000 })).toHaveValue('Anna');
    await user.click(screen.getByRole('button', { name: 'Bestellung abschicken' }));

    await waitFor(() =>
      expect(fetchMock.mock.calls.some(([url]) => String(url) === '/api/orders/public/u2/h2')).toBe(true),
    );
    expect(window.sessionStorage.getItem('asp.online-shop.draft')).toBeNull();
  });

  it("marks each refused field, lists every message at the top and sends the draft's Idempotency-Key on every attempt", async () => {
    putInCart();
    const errors = [
      { message: 'Dieses Feld ist erforderlich.', field: 'firstName', code: 'required' },
      { message: 'Bitte akzeptieren Sie die AGB.', field: 'legalInstructions', code: 'required' },
      { message: 'Derzeit haben wir leider geschlossen.', code: 'closed' },
    ];
    const fetchMock = stubCheckout(shop(), { '/api/orders': { status: 400, body: { errors } } });
    const user = userEvent.setup();
    renderApp('/store/online-shop/checkout');

    await user.click(await screen.findByRole('button', { name: 'Bestellung abschicken' }));

    const list = await screen.findByRole('alert');
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((entry) => entry.textContent),
    ).toEqual([
      'Vorname: Dieses Feld ist erforderlich.',
      'Bitte akzeptieren Sie die AGB.',
      'Derzeit haben wir leider geschlossen.',
    ]);
    expect(list).toHaveFocus();
    expect(screen.getByLabelText('Vorname *')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Vorname *')).toHaveAccessibleDescription('Dieses Feld ist erforderlich.');
    expect(screen.getByLabelText('Nachname *')).not.toHaveAttribute('aria-invalid');
    const terms = screen.getByRole('checkbox', { name: /Allgemeinen Geschäftsbedingungen/ });
    expect(terms).toHaveAttribute('aria-invalid', 'true');
    expect(terms).toHaveAccessibleDescription('Bitte akzeptieren Sie die AGB.');

    await user.click(screen.getByRole('button', { name: 'Bestellung abschicken' }));
    await waitFor(() => expect(orderPosts(fetchMock)).toHaveLength(2));
    const keys = orderKeys(fetchMock);
    expect(keys[1]).toBe(keys[0]);
    expect(JSON.parse(window.sessionStorage.getItem('asp.online-shop.draft') ?? '{}')).toMatchObject({
      idempotencyKey: keys[0],
    });
  });

  it('reports a failure without a body as an unknown error', async () => {
    putInCart();
    stubCheckout(shop(), { '/api/orders': { status: 502, body: null } });
    const user = userEvent.setup();
    renderApp('/store/online-shop/checkout');

    await user.click(await screen.findByRole('button', { name: 'Bestellung abschicken' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Ein unbekannter Fehler ist aufgetreten.');
  });

  it('shows the payment failure on the error route above the same form', async () => {
    putInCart();
    stubCheckout();
    renderApp('/store/online-shop/checkout/error');

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Leider ist Ihre Zahlung fehlgeschlagen. Bitte überprüfen Sie Ihre Daten und versuchen Sie es erneut.',
    );
    expect(screen.getByRole('button', { name: 'Bestellung abschicken' })).toBeInTheDocument();
  });

  it('says the customer cancelled the payment on the cancel route, with no failure', async () => {
    putInCart();
    stubCheckout();
    renderApp('/store/online-shop/checkout/canceled');

    expect(
      await screen.findByText(
        'Sie haben die Zahlung abgebrochen. Sie können Ihre Bestellung erneut abschicken oder eine andere Zahlungsart wählen.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByText(/fehlgeschlagen/)).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByRole('button', { name: 'Bestellung abschicken' })).toBeInTheDocument();
  });

  it('offers preorders when closed, and no submit button without them', async () => {
    putInCart();
    stubCheckout(shop({ openingHours: [rule('daily', '08:00', '12:00')], isPreorderEnabled: true }));
    renderApp('/store/online-shop/checkout');

    expect(await screen.findByRole('button', { name: 'Vorbestellung abschicken' })).toBeInTheDocument();
    // a preorder needs a time: no 'as soon as possible'
    expect(screen.getByText('Keine Angabe')).toBeInTheDocument();
    expect(
      screen.getByText(
        'Derzeit haben wir leider geschlossen. Sie können aber gerne für einen späteren Zeitpunkt vorbestellen.',
      ),
    ).toBeInTheDocument();
  });

  it('shows the empty cart with a link back and no appointment', async () => {
    stubCheckout();
    renderApp('/store/online-shop/checkout');

    expect(await screen.findByText('Keine Produkte im Warenkorb')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Zurück zur Speisekarte' })).toHaveAttribute('href', '/store/online-shop');
    expect(screen.queryByRole('heading', { name: 'Gewünschter Termin' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Bestellung abschicken' })).toBeDisabled();
  });

  it('preselects dine-in and the table of a QR code, asking for no contact details and no appointment', async () => {
    putInCart();
    const branch = shop({ isDineInEnabled: true, isTableSelectionEnabled: true });
    const created = { uid: 'u3', hash: 'h3', paymentRedirectUrl: null };
    const fetchMock = stubCheckout(branch, {
      '/api/public/branches/online-shop/tables': {
        body: {
          data: [
            { id: 51, identifier: 'T1' },
            { id: 52, identifier: 'T2' },
          ],
        },
      },
      '/api/orders': { status: 201, body: { data: created } },
    });
    const user = userEvent.setup();
    renderApp('/store/online-shop/checkout?table=T2');

    const table = await screen.findByRole('combobox', { name: 'Tischnummer *' });
    await waitFor(() => expect(table).toHaveValue('52'));
    expect(screen.getByRole('radio', { name: 'Dine In' })).toBeChecked();
    expect(table).toHaveAccessibleDescription('Die Tischnummer finden Sie in der Mitte des QR-Codes auf Ihrem Tisch.');
    expect(
      within(table)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Bitte wählen', 'T1', 'T2']);
    // the table names the order: no contact details, no appointment, at most an optional first name
    expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual([
      'Bestellung',
      'Kommentar hinzufügen',
      'Warenkorb',
      'Zahlungsart',
    ]);
    expect(screen.queryByLabelText(/Nachname/)).not.toBeInTheDocument();
    expect(screen.queryByRole('checkbox', { name: 'Firma' })).not.toBeInTheDocument();
    expect(screen.queryByText('So schnell wie möglich')).not.toBeInTheDocument();
    const firstName = screen.getByLabelText('Vorname');
    expect(firstName).not.toHaveAttribute('aria-required');

    await user.type(firstName, 'Anna');
    await user.click(screen.getByRole('checkbox', { name: /Allgemeinen Geschäftsbedingungen/ }));
    await user.click(screen.getByRole('checkbox', { name: /Datenschutzerklärung/ }));
    await user.click(screen.getByRole('button', { name: 'Bestellung abschicken' }));

    await waitFor(() => expect(orderPosts(fetchMock)).toHaveLength(1));
    expect(orderBody(fetchMock)).toMatchObject({
      isDineIn: true,
      table: 52,
      appointmentDate: null,
      firstName: 'Anna',
      lastName: '',
      isCompany: false,
    });
    expect(orderBody(fetchMock)).not.toHaveProperty('email');
  });

  it('a QR code on the branch page chooses dine-in and the checkout then preselects its table once', async () => {
    putInCart();
    const branch = shop({ isDineInEnabled: true, isTableSelectionEnabled: true });
    stubCheckout(branch, {
      '/api/public/branches/online-shop/tables': {
        body: {
          data: [
            { id: 51, identifier: 'T1' },
            { id: 52, identifier: 'T2' },
          ],
        },
      },
    });
    const branchPage = renderApp('/store/online-shop?table=T2');
    await waitFor(() => expect(window.sessionStorage.getItem('asp.online-shop.table')).toBe('T2'), { timeout: 5000 });
    expect(window.localStorage.getItem('asp.online-shop.isDineIn')).toBe('true');
    branchPage.unmount();

    renderApp('/store/online-shop/checkout');
    const table = await screen.findByRole('combobox', { name: 'Tischnummer *' }, { timeout: 5000 });
    await waitFor(() => expect(table).toHaveValue('52'));
    expect(window.sessionStorage.getItem('asp.online-shop.table')).toBeNull();
  });

  it('saves the draft on Zurück and returns to the branch page', async () => {
    putInCart();
    stubCheckout();
    const user = userEvent.setup();
    renderApp('/store/online-shop/checkout');

    await user.type(await screen.findByLabelText('Vorname *'), 'Anna');
    await user.click(screen.getByRole('button', { name: 'Zurück' }));

    await waitFor(() => expect(screen.queryByRole('heading', { name: 'Bestellvorgang' })).not.toBeInTheDocument(), {
      timeout: 5000,
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Online-Shop' }, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(JSON.parse(window.sessionStorage.getItem('asp.online-shop.draft') ?? '{}')).toMatchObject({
      firstName: 'Anna',
    });
  });
});

describe('appointment picker', () => {
  it('offers only days with slots and times inside their ranges', async () => {
    putInCart();
    stubCheckout(shop({ openingHours: [rule('daily', '08:00', '18:00'), rule('sunday', null, null)] }));
    const user = userEvent.setup();
    renderApp('/store/online-shop/checkout');

    await user.click(await screen.findByRole('button', { name: 'Termin wählen' }));
    // the calendar and the slot search are a lazy chunk: its first import takes a while on a busy machine
    const dialog = await screen.findByRole('dialog', { name: 'Gewünschter Termin' }, { timeout: 15000 });
    const dayButton = (label: RegExp) => within(dialog).getByRole('button', { name: label });
    expect(dayButton(/, 3\. März 2026/)).toBeDisabled();
    expect(dayButton(/, 8\. März 2026/)).toBeDisabled();
    expect(dayButton(/, 5\. März 2026/)).toBeEnabled();
    expect(within(dialog).getByRole('button', { name: '16:45 - 17:55 Uhr' })).toBeInTheDocument();

    await user.selectOptions(within(dialog).getByLabelText('Stunden'), '19');
    expect(
      within(dialog).getByText(
        'Zum ausgewählten Zeitpunkt haben wir leider geschlossen. Bitte wählen Sie einen Termin während unserer Öffnungszeiten.',
      ),
    ).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Übernehmen' })).toBeDisabled();

    await user.click(within(dialog).getByRole('button', { name: '16:45 - 17:55 Uhr' }));
    await user.selectOptions(within(dialog).getByLabelText('Minuten'), '50');
    await user.click(within(dialog).getByRole('button', { name: 'Übernehmen' }));

    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByText('Heute, 04.03.2026, 16:50 Uhr')).toBeInTheDocument();
    expect(JSON.parse(window.localStorage.getItem('asp.online-shop.order') ?? '{}')).toMatchObject({
      appointment: '2026-03-04T15:50:00.000Z',
    });

    await user.click(screen.getByRole('button', { name: 'Termin ändern' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: /, 5\. März 2026/ }));
    expect(within(screen.getByRole('dialog')).getByRole('button', { name: '08:00 - 17:55 Uhr' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  }, 20_000);

  it("reads 'Keine Angabe' without a date when the branch requires an appointment", async () => {
    putInCart();
    stubCheckout(shop({ isAppointmentRequired: true }));
    renderApp('/store/online-shop/checkout');

    expect(await screen.findByText('Keine Angabe')).toBeInTheDocument();
  });
});
