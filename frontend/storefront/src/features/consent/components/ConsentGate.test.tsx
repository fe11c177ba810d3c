import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, configure, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { stubApi } from '../../../testing/render';
import { readConsent, requestConsentDialog } from '../consentState';
import { writeConsent } from '../consentWrite';
import { ConsentGate } from './ConsentGate';

// the dialog is a lazy chunk: its first import can take a moment on a busy machine
configure({ asyncUtilTimeout: 5000 });

const entry = (name: string, ttl: number, description = '') => ({ name, ttl, description });

const configuration = {
  version: 'a'.repeat(64),
  createdAt: '2026-11-25T10:00:00Z',
  googleTagId: '',
  facebookPixelId: '',
  services: [
    {
      key: 'bestellwerk',
      name: 'Bestellwerk',
      description: 'Technisch notwendig.',
      intents: ['required'],
      provider: 'Betreiber dieses Shops',
      privacyPolicy: '/site/privacy',
      cookies: [entry('sessionid', 1, 'Hält Ihre Sitzung aufrecht.'), entry('bw_consent', 3650)],
      localStorage: [],
      sessionStorage: [entry('asp.*', 0)],
    },
    {
      key: 'statistik',
      name: 'Bestellwerk Statistik',
      description: 'Zählt Seitenaufrufe.',
      intents: ['analytics'],
      provider: 'Betreiber dieses Shops',
      privacyPolicy: '',
      cookies: [],
      localStorage: [],
      sessionStorage: [],
    },
    {
      key: 'meta-pixel',
      name: 'Meta Pixel',
      description: 'Misst Anzeigen.',
      intents: ['marketing'],
      provider: 'Meta Platforms Ireland Limited',
      privacyPolicy: 'https://www.facebook.com/privacy/policy/',
      cookies: [entry('_fbp', 90, 'Unterscheidet Besucher.')],
      localStorage: [],
      sessionStorage: [],
    },
  ],
};

type Reply = { status: number; body: unknown };

function renderGate(recordReply: Reply | (() => Reply) = { status: 201, body: { data: {} } }) {
  const fetchMock = stubApi({
    '/api/public/consent': { body: { data: configuration } },
    '/api/consents': recordReply,
  });
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <main>
        <button type="button">Seite</button>
      </main>
      <ConsentGate />
    </QueryClientProvider>,
  );
  return fetchMock;
}

function postedBody(fetchMock: ReturnType<typeof stubApi>): unknown {
  const calls = fetchMock.mock.calls as unknown as [string, RequestInit][];
  const call = calls.find(([url]) => url === '/api/consents');
  return JSON.parse(String(call?.[1].body));
}

afterEach(() => {
  document.getElementById('server-consent')?.remove();
  document.cookie = 'bw_consent=; Max-Age=0; Path=/';
  vi.unstubAllGlobals();
});

/** The dialog the server painted into a first visit's HTML, beside the app's root (backend web/consent_shell.py). */
function paintServerDialog(): HTMLElement {
  const painted = document.createElement('div');
  painted.id = 'server-consent';
  painted.innerHTML = '<div role="dialog" aria-label="Datenschutzeinstellungen"><p>Wir verwenden Cookies</p></div>';
  document.body.append(painted);
  return painted;
}

describe('ConsentGate and the consent dialog', () => {
  it("takes the place of the server's painted dialog: never two at once, and the app's one has the focus", async () => {
    const painted = paintServerDialog();
    renderGate();
    // before the configuration has arrived the painted dialog stays: the page never shows none
    expect(painted.isConnected).toBe(true);

    await waitFor(() => expect(painted.isConnected).toBe(false));

    const dialog = screen.getByRole('dialog', { name: 'Datenschutzeinstellungen' });
    expect(screen.getAllByRole('dialog')).toEqual([dialog]);
    expect(within(dialog).getByRole('button', { name: 'Alle akzeptieren' })).toBeEnabled();
    await waitFor(() => expect(dialog).toHaveFocus());
  });

  it("removes the server's painted dialog when the stored decision is current", async () => {
    writeConsent({
      id: 'id-1',
      version: configuration.version,
      consent: true,
      googleTag: false,
      facebookPixel: false,
      intents: { required: true, functional: false, analytics: false, marketing: false },
      services: { bestellwerk: true, statistik: false, 'meta-pixel': false },
    });
    const painted = paintServerDialog();
    renderGate();

    await waitFor(() => expect(painted.isConnected).toBe(false));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it("opens the full view without a decision; 'Alle akzeptieren' records, stores and closes", async () => {
    const fetchMock = renderGate();
    const dialog = await screen.findByRole('dialog', { name: 'Datenschutzeinstellungen' });
    // the dialog takes focus in an effect after it appears
    await waitFor(() => expect(dialog).toHaveFocus());
    expect(within(dialog).getByText('Bestellwerk Statistik')).toBeInTheDocument();

    await userEvent.click(within(dialog).getByRole('button', { name: 'Alle akzeptieren' }));

    expect(screen.queryByRole('dialog')).toBeNull();
    const stored = readConsent();
    expect(stored).toMatchObject({
      version: configuration.version,
      consent: true,
      googleTag: false,
      facebookPixel: true,
      intents: { required: true, functional: true, analytics: true, marketing: true },
      services: { bestellwerk: true, statistik: true, 'meta-pixel': true },
    });
    expect(postedBody(fetchMock)).toEqual({
      consentId: stored?.id,
      version: configuration.version,
      decision: 'all',
      intents: { required: true, functional: true, analytics: true, marketing: true },
      services: { bestellwerk: true, statistik: true, 'meta-pixel': true },
    });
  });

  it('stays closed when the stored decision has the current version, and the footer event reopens it', async () => {
    writeConsent({
      id: 'id-1',
      version: configuration.version,
      consent: true,
      googleTag: false,
      facebookPixel: false,
      intents: { required: true, functional: false, analytics: true, marketing: false },
      services: { bestellwerk: true, statistik: true, 'meta-pixel': false },
    });
    renderGate();
    await screen.findByRole('button', { name: 'Seite' });
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 20));
    });
    expect(screen.queryByRole('dialog')).toBeNull();

    act(() => requestConsentDialog());
    const dialog = await screen.findByRole('dialog', { name: 'Datenschutzeinstellungen' });
    // reopened: the detail view with the stored choice
    expect(within(dialog).getByRole('switch', { name: 'Bestellwerk Statistik' })).toBeChecked();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.queryByTestId('consent-minimized')).toBeNull();
  });

  it('opens again when the stored version is outdated', async () => {
    writeConsent({
      id: 'id-1',
      version: 'b'.repeat(64),
      consent: true,
      googleTag: false,
      facebookPixel: false,
      intents: { required: true, functional: false, analytics: false, marketing: false },
      services: { bestellwerk: true },
    });
    renderGate();
    expect(await screen.findByRole('dialog', { name: 'Datenschutzeinstellungen' })).toBeInTheDocument();
  });

  it('Escape minimizes without deciding; maximize brings the full view back', async () => {
    const fetchMock = renderGate();
    await screen.findByRole('dialog');
    await userEvent.keyboard('{Escape}');

    expect(screen.queryByRole('dialog')).toBeNull();
    const bar = screen.getByRole('region', { name: 'Datenschutzeinstellungen' });
    expect(within(bar).getByRole('button', { name: 'Maximieren' })).toHaveFocus();
    expect(readConsent()).toBeNull();
    expect(fetchMock.mock.calls.some(([url]) => String(url) === '/api/consents')).toBe(false);

    await userEvent.keyboard('{Enter}');
    expect(await screen.findByRole('dialog', { name: 'Datenschutzeinstellungen' })).toBeInTheDocument();
  });

  it('keeps Tab inside the dialog', async () => {
    renderGate();
    const dialog = await screen.findByRole('dialog');
    const buttons = within(dialog).getAllByRole('button');
    expect(buttons.map((button) => button.textContent)).toEqual([
      'Minimieren',
      'Alle akzeptieren',
      'Nur notwendige',
      'Einstellungen ändern',
    ]);
    await userEvent.tab();
    expect(within(dialog).getByRole('button', { name: 'Minimieren' })).toHaveFocus();
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.tab();
    expect(within(dialog).getByRole('button', { name: 'Einstellungen ändern' })).toHaveFocus();
    await userEvent.tab();
    expect(within(dialog).getByRole('button', { name: 'Minimieren' })).toHaveFocus();
    await userEvent.tab({ shift: true });
    expect(within(dialog).getByRole('button', { name: 'Einstellungen ändern' })).toHaveFocus();
  });

  it("the detail view lists every service; required ones are on and disabled; 'Auswahl speichern' records custom", async () => {
    const fetchMock = renderGate();
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Einstellungen ändern' }));

    const required = within(dialog).getByRole('switch', { name: /Bestellwerk\s*immer aktiv/ });
    expect(required).toBeChecked();
    expect(required).toBeDisabled();
    const pixel = within(dialog).getByRole('switch', { name: 'Meta Pixel' });
    expect(pixel).not.toBeChecked();
    expect(
      within(dialog).getByRole('link', { name: /^Datenschutzerklärung: Meta Pixel ?\(öffnet externe Seite\)$/ }),
    ).toHaveAttribute('href', 'https://www.facebook.com/privacy/policy/');
    expect(within(dialog).getByText('Misst Anzeigen.')).toBeInTheDocument();
    expect(within(dialog).getByText('Meta Platforms Ireland Limited')).toBeInTheDocument();
    expect(within(dialog).getByText('Cookie · Laufzeit: 90 Tage')).toBeInTheDocument();
    expect(within(dialog).getByText('Session Storage · Laufzeit: bis zum Schließen des Browsers')).toBeInTheDocument();
    expect(within(dialog).getByText('Speichert keine Cookies und nichts im Browser.')).toBeInTheDocument();

    await userEvent.click(pixel);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Auswahl speichern' }));

    expect(postedBody(fetchMock)).toMatchObject({
      decision: 'custom',
      intents: { required: true, functional: false, analytics: false, marketing: true },
      services: { bestellwerk: true, statistik: false, 'meta-pixel': true },
    });
    expect(readConsent()?.facebookPixel).toBe(true);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it("'Nur notwendige' stores only the required services", async () => {
    renderGate();
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Nur notwendige' }));
    expect(readConsent()?.services).toEqual({ bestellwerk: true, statistik: false, 'meta-pixel': false });
    expect(readConsent()?.intents.analytics).toBe(false);
  });

  it('records under a new id when the stored id belongs to another browser', async () => {
    // given: a stored decision of an older configuration whose id the server has bound to another browser
    writeConsent({
      id: '00000000-0000-4000-8000-00000000e2e0',
      version: 'b'.repeat(64),
      consent: true,
      googleTag: false,
      facebookPixel: false,
      intents: { required: true, functional: false, analytics: false, marketing: false },
      services: { bestellwerk: true, statistik: false, 'meta-pixel': false },
    });
    const taken = {
      status: 403,
      body: {
        errors: [
          {
            message:
              'Diese Einwilligungs-ID gehört zu einem anderen Browser. Ihre Auswahl kann unter dieser ID nicht gespeichert werden.',
            code: 'consent_id_taken',
          },
        ],
      },
    };
    const replies = [taken, { status: 201, body: { data: {} } }];
    const fetchMock = renderGate(() => replies.shift()!);

    // when
    const dialog = await screen.findByRole('dialog', { name: 'Datenschutzeinstellungen' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Nur notwendige' }));

    // then: the second POST carries a new id, and the cookie keeps that one
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const calls = (fetchMock.mock.calls as unknown as [string, RequestInit][]).filter(
      ([url]) => url === '/api/consents',
    );
    const ids = calls.map(([, init]) => (JSON.parse(String(init.body)) as { consentId: string }).consentId);
    expect(ids).toHaveLength(2);
    expect(ids[0]).toBe('00000000-0000-4000-8000-00000000e2e0');
    expect(ids[1]).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(ids[1]).not.toBe(ids[0]);
    expect(readConsent()).toMatchObject({ id: ids[1], version: configuration.version, intents: { analytics: false } });
  });

  it('does not retry other refusals and still respects the choice', async () => {
    const fetchMock = renderGate({
      status: 403,
      body: { errors: [{ message: 'Verboten.', code: 'permission_denied' }] },
    });
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Nur notwendige' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const posts = (fetchMock.mock.calls as unknown as [string][]).filter(([url]) => url === '/api/consents');
    expect(posts).toHaveLength(1);
    expect(readConsent()?.id).toBe((postedBody(fetchMock) as { consentId: string }).consentId);
  });

  it('shows the German conflict and stores nothing when the configuration changed meanwhile', async () => {
    const message =
      'Die Datenschutzeinstellungen wurden inzwischen geändert. Bitte laden Sie die Seite neu und treffen Sie Ihre Auswahl erneut.';
    renderGate({ status: 409, body: { errors: [{ message, code: 'version_outdated' }] } });
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Alle akzeptieren' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(message);
    expect(readConsent()).toBeNull();
  });
});
