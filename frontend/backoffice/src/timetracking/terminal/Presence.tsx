import { useEffect, useState } from 'react';
import { formatTime } from '@bestellwerk/common/format';
import { fill, terminalMessages as m } from './messages';
import type { Presence as Row, TerminalAddress } from './api';
import { fetchPresence, TerminalError } from './api';

/** Reloaded this often while the PIN screen shows. */
export const PRESENCE_REFRESH_MS = 30_000;

function stateText(row: Row): string {
  if (row.state === 'out' || !row.since) return m.presenceState.out;
  return fill(m.presenceState[row.state], { time: formatTime(row.since) });
}

/** 'Wer ist da': the branch's people, those in first, then on break, then out. Tapping a name chooses that
 * person for the login (their username is filled in, the PIN is asked next). */
export function PresenceList({
  address,
  onChoose,
}: {
  address: TerminalAddress;
  onChoose?: (username: string) => void;
}) {
  const [rows, setRows] = useState<Row[] | null>(null);
  const [error, setError] = useState('');

  useEffect(() => {
    let current = true;
    const load = () =>
      fetchPresence(address, m.presenceFailed).then(
        (loaded) => {
          if (!current) return;
          setRows(loaded);
          setError('');
        },
        // an unknown terminal says so when someone logs in
        (failure: Error) =>
          current && setError(failure instanceof TerminalError && failure.status === 404 ? '' : failure.message),
      );
    void load();
    const timer = window.setInterval(() => void load(), PRESENCE_REFRESH_MS);
    return () => {
      current = false;
      window.clearInterval(timer);
    };
  }, [address]);

  return (
    <section className="terminal-presence" aria-labelledby="terminal-presence-title">
      <h2 id="terminal-presence-title">{m.presence}</h2>
      {rows && rows.length === 0 ? <p>{m.presenceEmpty}</p> : null}
      {rows && rows.length > 0 ? (
        <>
          <p id="terminal-presence-hint">{m.presenceChoose}</p>
          <ul>
            {rows.map((row) => (
              <li key={row.id} className={`terminal-presence--${row.state}`}>
                <button
                  type="button"
                  className="terminal-presence-choose"
                  onClick={() => onChoose?.(row.username)}
                  aria-describedby="terminal-presence-hint"
                >
                  <span className="terminal-presence-name">{row.fullName}</span> <span>{stateText(row)}</span>
                </button>
              </li>
            ))}
          </ul>
        </>
      ) : null}
      {error ? <p className="terminal-error">{error}</p> : null}
    </section>
  );
}
