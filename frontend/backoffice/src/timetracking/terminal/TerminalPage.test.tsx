import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import userEvent from '@testing-library/user-event';
import { render, screen } from '@testing-library/react';
import { json, stubFetch } from '../../test/fetchStub';
import { TerminalPage } from './TerminalPage';
import { ALLOWED, activityState, formatMinutes, parseTerminalPath } from './terminalApi';

const address = { branch: 'wien-mariahilf', key: 'geheim' };
const me = {
  person: { id: 2, username: 'max', fullName: 'Max Mitarbeiter' },
  branch: { id: 1, identifier: 'wien-mariahilf', name: 'Mariahilf' },
  currentWorkingActivity: null,
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
const started = { id: 9, branch: 1, start: '2026-11-25T07:00:00Z', end: null, pauses: [], isPaused: false, workedMinutes: 0 };

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
      if (url.endsWith('/working-activities/start') && init?.method === 'POST') return json(200, { data: started });
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
    const [, init] = fetchMock.mock.calls[0];
    expect(new Headers(init?.headers).get('X-Access-Token')).toBe('2222');
    await user.click(screen.getByRole('button', { name: 'Kommen' }));
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
});
