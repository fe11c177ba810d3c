import { useEffect, useRef, useState } from 'react';
import type { FormEvent } from 'react';
import { formatTime } from '@bestellwerk/common/format';
import { fill, terminalMessages as m } from './messages';
import type { Credentials, MonthBalance, Step, TerminalActivity, TerminalAddress, TerminalMe } from './terminalApi';
import { ALLOWED, activityState, balanceToDate, fetchBalance, fetchMe, formatMinutes, sendStep, TerminalError } from './terminalApi';

const STEPS: Step[] = ['start', 'pause', 'resume', 'end'];
const DIGITS = ['1', '2', '3', '4', '5', '6', '7', '8', '9'];
/** Back to the PIN screen after this long without a touch: the tablet is shared. */
export const IDLE_MS = 60_000;

function InvalidLink() {
  return (
    <main className="terminal-invalid" role="alert">
      <h1>{m.invalidLink}</h1>
      <p>{m.invalidLinkHint}</p>
    </main>
  );
}

function monthName(month: string): string {
  const [year, number] = month.split('-').map(Number);
  return new Intl.DateTimeFormat('de-AT', { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(Date.UTC(year, number - 1, 15)),
  );
}

function stateText(activity: TerminalActivity | null | undefined): string {
  const state = activityState(activity);
  if (!activity || state === 'out') return m.state.out;
  if (state === 'paused') {
    const pause = activity.pauses.find((candidate) => !candidate.end);
    return fill(m.state.paused, { time: formatTime(pause?.start ?? activity.start) });
  }
  return fill(m.state.in, { time: formatTime(activity.start) });
}

interface LoginProps {
  onIdentified: (credentials: Credentials, me: TerminalMe) => void;
  address: TerminalAddress;
  onInvalid: () => void;
}

function LoginForm({ onIdentified, address, onInvalid }: LoginProps) {
  const [username, setUsername] = useState('');
  const [pin, setPin] = useState('');
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  const usernameRef = useRef<HTMLInputElement>(null);

  useEffect(() => usernameRef.current?.focus(), []);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    setBusy(true);
    const credentials = { username: username.trim(), pin };
    try {
      const me = await fetchMe(address, credentials, m.meFailed);
      onIdentified(credentials, me);
    } catch (failure) {
      if (failure instanceof TerminalError && failure.status === 404) onInvalid();
      setError((failure as Error).message);
      setPin('');
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className="terminal-login" onSubmit={submit} aria-describedby={error ? 'terminal-error' : undefined}>
      <label htmlFor="terminal-username">{m.username}</label>
      <input
        id="terminal-username"
        ref={usernameRef}
        value={username}
        onChange={(event) => setUsername(event.target.value)}
        autoComplete="off"
        autoCapitalize="none"
        spellCheck={false}
        required
      />
      <label htmlFor="terminal-pin">{m.pin}</label>
      <input
        id="terminal-pin"
        type="password"
        inputMode="numeric"
        pattern="[0-9]*"
        maxLength={8}
        value={pin}
        onChange={(event) => setPin(event.target.value.replace(/\D/g, '').slice(0, 8))}
        autoComplete="off"
        required
      />
      <div className="terminal-pad" role="group" aria-label={m.pinPad}>
        {DIGITS.map((digit) => (
          <button key={digit} type="button" onClick={() => setPin((value) => (value + digit).slice(0, 8))}>
            {digit}
          </button>
        ))}
        <button type="button" onClick={() => setPin((value) => value.slice(0, -1))}>
          {m.delete}
        </button>
        <button type="button" onClick={() => setPin((value) => (value + '0').slice(0, 8))}>
          0
        </button>
        <button type="submit" className="terminal-primary" disabled={busy}>
          {m.logIn}
        </button>
      </div>
      {error ? (
        <p id="terminal-error" className="terminal-error" role="alert">
          {error}
        </p>
      ) : null}
    </form>
  );
}

interface PersonProps {
  address: TerminalAddress;
  credentials: Credentials;
  me: TerminalMe;
  onDone: () => void;
}

function PersonScreen({ address, credentials, me, onDone }: PersonProps) {
  const [activity, setActivity] = useState<TerminalActivity | null>(me.currentWorkingActivity ?? null);
  const [notice, setNotice] = useState('');
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  const [balance, setBalance] = useState<MonthBalance | null>(null);
  const [balanceError, setBalanceError] = useState('');
  const heading = useRef<HTMLHeadingElement>(null);

  // loaded on arrival and again after every step
  const [balanceVersion, setBalanceVersion] = useState(0);
  useEffect(() => {
    let current = true;
    fetchBalance(address, credentials, m.balanceFailed).then(
      (loaded) => {
        if (!current) return;
        setBalance(loaded);
        setBalanceError('');
      },
      (failure: Error) => {
        if (current) setBalanceError(failure.message);
      },
    );
    return () => {
      current = false;
    };
  }, [address, credentials, balanceVersion]);

  useEffect(() => heading.current?.focus(), []);

  const run = async (step: Step) => {
    if (busy) return;
    setBusy(true);
    setNotice('');
    setError('');
    try {
      const result = await sendStep(address, credentials, step, m.failed[step]);
      // end clears the current activity; start, pause and resume replace it with the server's answer
      setActivity(step === 'end' ? null : result);
      const at = step === 'end' ? result.end : step === 'start' ? result.start : null;
      const pause = step === 'pause' ? result.pauses.find((candidate) => !candidate.end) : null;
      const resumed = step === 'resume' ? result.pauses[result.pauses.length - 1] : null;
      const time = at ?? pause?.start ?? resumed?.end ?? new Date().toISOString();
      setNotice(fill(m.done[step], { time: formatTime(time) }));
      setBalanceVersion((version) => version + 1);
    } catch (failure) {
      setError((failure as Error).message);
    } finally {
      setBusy(false);
    }
  };

  const allowed = ALLOWED[activityState(activity)];
  const toDate = balance ? balanceToDate(balance) : null;
  return (
    <section className="terminal-person" aria-labelledby="terminal-greeting">
      <h1 id="terminal-greeting" ref={heading} tabIndex={-1}>
        {fill(m.greeting, { name: me.person.fullName })}
      </h1>
      <p className="terminal-state">
        {me.branch.name} · {stateText(activity)}
      </p>
      <div className="terminal-steps">
        {STEPS.map((step) => (
          <button
            key={step}
            type="button"
            className={`terminal-step terminal-step--${step}`}
            disabled={busy || !allowed.includes(step)}
            onClick={() => void run(step)}
          >
            {m.steps[step]}
          </button>
        ))}
      </div>
      <p className="terminal-notice" role="status">
        {notice}
      </p>
      {error ? (
        <p className="terminal-error" role="alert">
          {error}
        </p>
      ) : null}
      <section className="terminal-balance" aria-labelledby="terminal-balance-title">
        {toDate && balance ? (
          <>
            <h2 id="terminal-balance-title">{fill(m.balance, { month: monthName(balance.month) })}</h2>
            <dl>
              <dt>{m.worked}</dt>
              <dd>{formatMinutes(toDate.worked).replace(/^\+/, '')}</dd>
              <dt>{m.planned}</dt>
              <dd>{formatMinutes(toDate.planned).replace(/^\+/, '')}</dd>
              <dt>{m.carried}</dt>
              <dd>{formatMinutes(toDate.carried)}</dd>
              <dt>{m.closing}</dt>
              <dd>{formatMinutes(toDate.closing)}</dd>
            </dl>
          </>
        ) : (
          <h2 id="terminal-balance-title">{m.title}</h2>
        )}
        {balanceError ? (
          <p className="terminal-error" role="alert">
            {balanceError}
          </p>
        ) : null}
      </section>
      <button type="button" className="terminal-done" onClick={onDone}>
        {m.logOut}
      </button>
    </section>
  );
}

/** The full-screen clock-in terminal of a branch: username and PIN, then Kommen, Pause, Weiter, Gehen. */
export function TerminalPage({ address }: { address: TerminalAddress | null }) {
  const [session, setSession] = useState<{ credentials: Credentials; me: TerminalMe } | null>(null);
  const [invalid, setInvalid] = useState(false);

  useEffect(() => {
    document.title = m.title;
  }, []);

  // the tablet is shared: back to the PIN screen after a minute without a touch
  useEffect(() => {
    if (!session) return undefined;
    let timer = window.setTimeout(() => setSession(null), IDLE_MS);
    const touched = () => {
      window.clearTimeout(timer);
      timer = window.setTimeout(() => setSession(null), IDLE_MS);
    };
    window.addEventListener('pointerdown', touched);
    window.addEventListener('keydown', touched);
    return () => {
      window.clearTimeout(timer);
      window.removeEventListener('pointerdown', touched);
      window.removeEventListener('keydown', touched);
    };
  }, [session]);

  if (!address || invalid) return <InvalidLink />;
  return (
    <main className="terminal">
      {session ? (
        <PersonScreen
          address={address}
          credentials={session.credentials}
          me={session.me}
          onDone={() => setSession(null)}
        />
      ) : (
        <>
          <h1>{m.title}</h1>
          <LoginForm
            address={address}
            onInvalid={() => setInvalid(true)}
            onIdentified={(credentials, me) => setSession({ credentials, me })}
          />
        </>
      )}
    </main>
  );
}
