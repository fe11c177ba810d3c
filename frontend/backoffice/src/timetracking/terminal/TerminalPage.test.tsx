import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import userEvent from '@testing-library/user-event';
import { render, screen, waitFor, within } from '@testing-library/react';
import { json, stubFetch } from '../../test/fetchStub';
import { TerminalPage } from './TerminalPage';
import { ALLOWED, activityState, formatMinutes, parseTerminalPath } from './api';

const address = { branch: 'wien-mariahilf', key: 'geheim' };
const me = {
  person: { id: 2, username: 'max', fullName: 'Max Mitarbeiter' },
  branch: { id: 1, identifier: 'wien-mariahilf', name: 'Mariahilf' },
  currentWorkingActivity: null,
  sessionToken: 'signed-session',
};
const balance = {
  person: { id: 2, fullName: 'Max Mitarbeiter' },
  month: '2026-11',
  carriedOverMinutes: -30,
  plannedMinutes: 960,
  workedMinutes: 1000,
  balanceMinutes: 40,
  closingBalanceMinutes: 10,
  days: [
    { date: '2026-11-24', publicHoliday: null, plannedMinutes: 480, workedMinutes: 500, balanceMinutes: 20 },
    { date: '2026-11-26', publicHoliday: null, plannedMinutes: 480, workedMinutes: 0, balanceMinutes: -480 },
  ],
  weeks: [],
};
const started = {
  id: 9,
  branch: 1,
  start: '2026-11-25T07:00:00Z',
  end: null,
  pauses: [],
  isPaused: false,
  workedMinutes: 0,
};
const presence = [
  { id: 3, fullName: 'Anna Admin', username: 'anna', state: 'in', since: '2026-11-25T06:30:00Z' },
  { id: 4, fullName: 'Petra Lieferant', username: 'petra', state: 'paused', since: '2026-11-25T06:45:00Z' },
  { id: 2, fullName: 'Max Mitarbeiter', username: 'max', state: 'out', since: null },
];

describe('terminal helpers', () => {
  it('reads the branch and the key from the path', () => {
    expect(parseTerminalPath('/terminal/wien-mariahilf/ab%2Fc')).toEqual({ branch: 'wien-mariahilf', key: 'ab/c' });
    expect(parseTerminalPath('/terminal/wien-mariahilf')).toBeNull();
    expect(parseTerminalPath('/terminal/x/%E0%A4%A')).toBeNull();
  });

  it('formats minutes as signed hours', () => {
    expect([formatMinutes(65), formatMinutes(-30), formatMinutes(0)]).toEqual(['+1:05 h', '−0:30 h', '0:00 h']);
  });

  it('allows the buttons of each state', () => {
    expect(ALLOWED[activityState(null)]).toEqual(['start']);
    expect(ALLOWED[activityState({ ...started, isPaused: true })]).toEqual(['resume', 'end']);
    expect(ALLOWED[activityState({ ...started, end: '2026-11-25T15:00:00Z' })]).toEqual(['start']);
  });
});

describe('terminal page', () => {
  beforeEach(() => {
    vi.useFakeTimers({ now: new Date('2026-11-25T07:00:00Z'), toFake: ['Date'] });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('identifies with username and PIN pad, then clocks in', async () => {
    // given
    const fetchMock = stubFetch((url, init) => {
      if (url.endsWith('/me')) return json(200, { data: me });
      if (url.endsWith('/balances')) return json(200, { data: balance });
      if (url.endsWith('/working-activities/start') && init?.method === 'POST')
        return json(200, { data: { ...started, warnings: [] } });
      return json(404, { errors: [{ message: 'Der Eintrag wurde nicht gefunden.', code: 'not_found' }] });
    });
    const user = userEvent.setup();
    render(<TerminalPage address={address} />);

    // when
    await user.type(screen.getByLabelText('Benutzername'), 'max');
    for (const digit of ['2', '2', '2', '2']) await user.click(screen.getByRole('button', { name: digit }));
    await user.click(screen.getByRole('button', { name: 'Anmelden' }));

    // then
    expect(await screen.findByRole('heading', { name: 'Hallo Max Mitarbeiter' })).toBeInTheDocument();
    expect(screen.getByText('Mariahilf · Nicht eingestempelt')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Pause' })).toBeDisabled();
    // up to today (25 November): the 24th only, plus the carried −0:30
    expect(await screen.findByText('−0:10 h')).toBeInTheDocument();
    expect(screen.getByText('8:20 h')).toBeInTheDocument();
    const [, init] = fetchMock.mock.calls.find(([url]) => String(url).endsWith('/me'))!;
    expect(new Headers(init?.headers).get('X-Access-Token')).toBe('2222');
    await user.click(screen.getByRole('button', { name: 'Kommen' }));
    const [, stepInit] = fetchMock.mock.calls.find(([url]) => String(url).endsWith('/start'))!;
    // the tap sends the session, never the PIN again
    expect(new Headers(stepInit?.headers).get('X-Session-Token')).toBe('signed-session');
    expect(new Headers(stepInit?.headers).get('X-Access-Token')).toBeNull();
    expect(await screen.findByText('Kommen um 08:00 erfasst.')).toBeInTheDocument();
    expect(screen.getByText('Mariahilf · Eingestempelt seit 08:00')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Kommen' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Pause' })).toBeEnabled();
  });

  it('shows the refusal in German and clears the PIN', async () => {
    stubFetch(() => json(403, { errors: [{ message: 'Fehlerhafte Zugangsdaten.', code: 'invalid_credentials' }] }));
    const user = userEvent.setup();
    render(<TerminalPage address={address} />);

    await user.type(screen.getByLabelText('Benutzername'), 'max');
    await user.type(screen.getByLabelText('PIN'), '1234');
    await user.click(screen.getByRole('button', { name: 'Anmelden' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Fehlerhafte Zugangsdaten.');
    expect(screen.getByLabelText('PIN')).toHaveValue('');
  });

  it('tells an unknown terminal', async () => {
    stubFetch(() => json(404, { errors: [{ message: 'Der Eintrag wurde nicht gefunden.', code: 'not_found' }] }));
    const user = userEvent.setup();
    render(<TerminalPage address={address} />);

    await user.type(screen.getByLabelText('Benutzername'), 'max');
    await user.type(screen.getByLabelText('PIN'), '1234');
    await user.click(screen.getByRole('button', { name: 'Anmelden' }));

    expect(await screen.findByRole('heading', { name: 'Ungültiger Link' })).toBeInTheDocument();
  });

  it('shows who is there', async () => {
    stubFetch((url) => (url.endsWith('/presence') ? json(200, { data: presence }) : json(404, {})));
    render(<TerminalPage address={address} />);

    const region = await screen.findByRole('region', { name: 'Wer ist da' });
    expect(await within(region).findAllByRole('listitem')).toHaveLength(3);
    expect(within(region).getByText('Eingestempelt seit 07:30')).toBeInTheDocument();
    expect(within(region).getByText('In Pause seit 07:45')).toBeInTheDocument();
    expect(within(region).getByText('Nicht da')).toBeInTheDocument();
  });

  it('takes a tapped name from Wer ist da for the login: only the PIN is left to type', async () => {
    const fetchMock = stubFetch((url) => {
      if (url.endsWith('/presence')) return json(200, { data: presence });
      if (url.endsWith('/me')) return json(200, { data: me });
      return json(404, {});
    });
    const user = userEvent.setup();
    render(<TerminalPage address={address} />);

    const region = await screen.findByRole('region', { name: 'Wer ist da' });
    // the button's name is what it shows (name and state); the hint says what a tap does
    const max = await within(region).findByRole('button', { name: 'Max Mitarbeiter Nicht da' });
    expect(max).toHaveAccessibleDescription('Tippen Sie auf Ihren Namen, um sich anzumelden.');
    await user.click(max);

    expect(screen.getByLabelText('Benutzername')).toHaveValue('max');
    expect(screen.getByLabelText('PIN')).toHaveFocus();
    await user.keyboard('4711');
    await user.click(screen.getByRole('button', { name: 'Anmelden' }));

    expect(await screen.findByRole('button', { name: 'Kommen' })).toBeInTheDocument();
    const login = fetchMock.mock.calls.find(([url]) => String(url).endsWith('/me'));
    expect(new Headers(login?.[1]?.headers).get('X-Username')).toBe('max');
    expect(new Headers(login?.[1]?.headers).get('X-Access-Token')).toBe('4711');
  });

  it('shows the legal warnings after Gehen', async () => {
    const running = { ...started, start: '2026-11-24T23:00:00Z' };
    const ended = {
      ...running,
      end: '2026-11-25T07:00:00Z',
      warnings: ['Pause zu kurz: 0 Minuten bei mehr als 6 Stunden Arbeit (vorgeschrieben: 30 Minuten).'],
    };
    stubFetch((url) => {
      if (url.endsWith('/me')) return json(200, { data: { ...me, currentWorkingActivity: running } });
      if (url.endsWith('/working-activities/end')) return json(200, { data: ended });
      return json(404, {});
    });
    const user = userEvent.setup();
    render(<TerminalPage address={address} />);
    await user.type(screen.getByLabelText('Benutzername'), 'max');
    await user.type(screen.getByLabelText('PIN'), '2222');
    await user.click(screen.getByRole('button', { name: 'Anmelden' }));
    await user.click(await screen.findByRole('button', { name: 'Gehen' }));

    const warnings = await screen.findByRole('region', { name: 'Hinweise (Arbeitszeitgesetz)' });
    expect(warnings).toHaveTextContent(
      'Pause zu kurz: 0 Minuten bei mehr als 6 Stunden Arbeit (vorgeschrieben: 30 Minuten).',
    );
  });

  it('queues a step without network and sends it once with its time when back', async () => {
    window.localStorage.clear();
    let online = false;
    const fetchMock = stubFetch((url) => {
      if (url.endsWith('/me')) return json(200, { data: me });
      if (url.endsWith('/working-activities/start')) {
        if (!online) throw new TypeError('Failed to fetch');
        return json(200, { data: { ...started, warnings: [] } });
      }
      return json(404, {});
    });
    const user = userEvent.setup();
    render(<TerminalPage address={address} />);
    await user.type(screen.getByLabelText('Benutzername'), 'max');
    await user.type(screen.getByLabelText('PIN'), '2222');
    await user.click(screen.getByRole('button', { name: 'Anmelden' }));
    await user.click(await screen.findByRole('button', { name: 'Kommen' }));

    expect(
      await screen.findByText(
        'Keine Verbindung. Kommen um 08:00 gespeichert; wird gesendet, sobald das Netz zurück ist.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByText('Mariahilf · Eingestempelt seit 08:00')).toBeInTheDocument();
    expect(screen.getByText('Gespeicherte Buchungen warten auf das Netz: 1')).toBeInTheDocument();

    online = true;
    window.dispatchEvent(new Event('online'));
    await waitFor(() => expect(window.localStorage.getItem('bw.terminal.queue.wien-mariahilf')).toBeNull());
    const sent = fetchMock.mock.calls.filter(([url]) => String(url).endsWith('/start'));
    expect(sent).toHaveLength(2);
    const body = JSON.parse(String(sent[1][1]?.body)) as { at: string; clientKey: string };
    expect(body.at).toBe('2026-11-25T07:00:00.000Z');
    expect(body.clientKey).toBe(JSON.parse(String(sent[0][1]?.body)).clientKey);
  });

  it('sends a step tapped while an earlier one waits only after it, and counts the waiting steps', async () => {
    window.localStorage.clear();
    let online = false;
    const paused = { ...started, isPaused: true, pauses: [{ start: '2026-11-25T07:00:00Z', end: null }] };
    const fetchMock = stubFetch((url) => {
      if (url.endsWith('/me')) return json(200, { data: { ...me, currentWorkingActivity: started } });
      if (url.includes('/working-activities/')) {
        if (!online) throw new TypeError('Failed to fetch');
        const resumed = { ...started, pauses: [{ start: '2026-11-25T07:00:00Z', end: '2026-11-25T07:00:00Z' }] };
        return json(200, { data: { ...(url.endsWith('/pause') ? paused : resumed), warnings: [] } });
      }
      return json(404, {});
    });
    const user = userEvent.setup();
    render(<TerminalPage address={address} />);
    await user.type(screen.getByLabelText('Benutzername'), 'max');
    await user.type(screen.getByLabelText('PIN'), '2222');
    await user.click(screen.getByRole('button', { name: 'Anmelden' }));
    await user.click(await screen.findByRole('button', { name: 'Pause' }));
    expect(await screen.findByText('Gespeicherte Buchungen warten auf das Netz: 1')).toBeInTheDocument();

    // the server is reachable again, but the browser reported no 'online': Weiter sends the queued Pause first
    online = true;
    await user.click(screen.getByRole('button', { name: 'Weiter' }));

    expect(await screen.findByText('Weiter um 08:00 erfasst.')).toBeInTheDocument();
    const steps = fetchMock.mock.calls
      .filter(([url]) => String(url).includes('/working-activities/'))
      .map(([url, init]) => [String(url).split('/').pop(), 'at' in JSON.parse(String(init?.body))]);
    // the failed Pause, the queued Pause with its time, then Weiter with the server's time
    expect(steps).toEqual([
      ['pause', false],
      ['pause', true],
      ['resume', false],
    ]);
    expect(screen.queryByText(/Gespeicherte Buchungen warten/)).toBeNull();
    expect(window.localStorage.getItem('bw.terminal.queue.wien-mariahilf')).toBeNull();
  });

  it('goes back to the PIN screen when the session expired', async () => {
    const expired = 'Die Sitzung ist abgelaufen. Bitte melden Sie sich erneut an.';
    stubFetch((url) => {
      if (url.endsWith('/me')) return json(200, { data: me });
      if (url.endsWith('/working-activities/start'))
        return json(403, { errors: [{ message: expired, code: 'session_expired' }] });
      return json(404, {});
    });
    const user = userEvent.setup();
    render(<TerminalPage address={address} />);
    await user.type(screen.getByLabelText('Benutzername'), 'max');
    await user.type(screen.getByLabelText('PIN'), '2222');
    await user.click(screen.getByRole('button', { name: 'Anmelden' }));
    await user.click(await screen.findByRole('button', { name: 'Kommen' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(expired);
    expect(screen.getByLabelText('PIN')).toHaveValue('');
  });
});
