import { useEffect, useRef, useState } from 'react';
import { formatTime } from '@bestellwerk/common/format';
import { fill, terminalMessages as m } from './messages';
import { applyLocally, enqueue, flushQueue, newClientKey, QUEUE_CHANGED, readQueue } from './offlineQueue';
import type { MonthBalance, Session, Step, TerminalActivity, TerminalAddress, TerminalMe } from './api';
import { ALLOWED, activityState, balanceToDate, fetchBalance, formatMinutes, sendStep, TerminalError } from './api';

const STEPS: Step[] = ['start', 'pause', 'resume', 'end'];

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

function stepTime(step: Step, result: TerminalActivity): string {
  if (step === 'end') return result.end ?? new Date().toISOString();
  if (step === 'start') return result.start;
  if (step === 'pause') return result.pauses.find((candidate) => !candidate.end)?.start ?? new Date().toISOString();
  return result.pauses[result.pauses.length - 1]?.end ?? new Date().toISOString();
}

function Balance({ balance, error }: { balance: MonthBalance | null; error: string }) {
  const toDate = balance ? balanceToDate(balance) : null;
  return (
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
      {error ? (
        <p className="terminal-error" role="alert">
          {error}
        </p>
      ) : null}
    </section>
  );
}

interface PersonProps {
  address: TerminalAddress;
  session: Session;
  me: TerminalMe;
  onDone: () => void;
  /** The session ended (403): back to the PIN screen with the server's text. */
  onExpired: (message: string) => void;
}

/** After the PIN: the person's state, Kommen / Pause / Weiter / Gehen, the legal warnings and their own balance. */
export function PersonScreen({ address, session, me, onDone, onExpired }: PersonProps) {
  const [activity, setActivity] = useState<TerminalActivity | null>(me.currentWorkingActivity ?? null);
  const [notice, setNotice] = useState('');
  const [error, setError] = useState('');
  const [warnings, setWarnings] = useState<string[]>([]);
  const [busy, setBusy] = useState(false);
  const [balance, setBalance] = useState<MonthBalance | null>(null);
  const [balanceError, setBalanceError] = useState('');
  const [queued, setQueued] = useState(() => readQueue(address).length);
  const heading = useRef<HTMLHeadingElement>(null);

  // loaded on arrival and again after every step
  const [balanceVersion, setBalanceVersion] = useState(0);
  useEffect(() => {
    let current = true;
    fetchBalance(address, session, m.balanceFailed).then(
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
  }, [address, session, balanceVersion]);

  useEffect(() => heading.current?.focus(), []);

  // the count of waiting steps follows the queue (sent by the page's retries or before the next step)
  useEffect(() => {
    const count = () => setQueued(readQueue(address).length);
    window.addEventListener(QUEUE_CHANGED, count);
    return () => window.removeEventListener(QUEUE_CHANGED, count);
  }, [address]);

  const run = async (step: Step) => {
    if (busy) return;
    setBusy(true);
    setNotice('');
    setError('');
    setWarnings([]);
    const at = new Date().toISOString();
    const clientKey = newClientKey();
    // kept with its time and sent when the network is back (never counted twice)
    const keep = () => {
      enqueue(address, { step, at, clientKey, session });
      setActivity((current) => applyLocally(current, step, at, me.branch.id));
      setNotice(fill(m.offline, { step: m.steps[step], time: formatTime(at) }));
    };
    try {
      // steps reach the server in the order they were tapped: what waits goes first, and while it cannot, this
      // step waits behind it (a Weiter sent before its queued Pause would be refused, and the Pause stay open)
      if (readQueue(address).length) await flushQueue(address, m.failed[step]);
      if (readQueue(address).length) {
        keep();
        return;
      }
      const result = await sendStep(address, session, step, m.failed[step], { clientKey });
      // end clears the current activity; start, pause and resume replace it with the server's answer
      setActivity(step === 'end' ? null : result);
      setNotice(fill(m.done[step], { time: formatTime(stepTime(step, result)) }));
      setWarnings(result.warnings);
      setBalanceVersion((version) => version + 1);
    } catch (failure) {
      if (failure instanceof TerminalError && failure.status === 0) {
        keep();
      } else if (failure instanceof TerminalError && failure.status === 403) {
        // the session expired (or the account was deactivated): identify again
        onExpired(failure.message);
      } else {
        setError((failure as Error).message);
      }
    } finally {
      setBusy(false);
    }
  };

  const allowed = ALLOWED[activityState(activity)];
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
      {warnings.length ? (
        <section className="terminal-warnings" aria-labelledby="terminal-warnings-title">
          <h2 id="terminal-warnings-title">{m.warnings}</h2>
          <ul>
            {warnings.map((warning) => (
              <li key={warning}>{warning}</li>
            ))}
          </ul>
        </section>
      ) : null}
      {queued ? <p className="terminal-queued">{fill(m.queued, { count: queued })}</p> : null}
      <Balance balance={balance} error={balanceError} />
      <button type="button" className="terminal-done" onClick={onDone}>
        {m.logOut}
      </button>
    </section>
  );
}
