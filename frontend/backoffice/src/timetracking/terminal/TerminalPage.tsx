import { useEffect, useState } from 'react';
import { LoginForm } from './LoginForm';
import { terminalMessages as m } from './messages';
import { flushQueue } from './offlineQueue';
import { PersonScreen } from './PersonScreen';
import { PresenceList } from './Presence';
import type { Session, TerminalAddress, TerminalMe } from './api';

/** Back to the PIN screen after this long without a touch: the tablet is shared. */
export const IDLE_MS = 60_000;
/** How often queued (offline) steps are tried again, besides the browser's 'online' event. */
export const QUEUE_RETRY_MS = 15_000;

function InvalidLink() {
  return (
    <main className="terminal-invalid" role="alert">
      <h1>{m.invalidLink}</h1>
      <p>{m.invalidLinkHint}</p>
    </main>
  );
}

/** The full-screen clock-in terminal of a branch: 'Wer ist da', username and PIN, then Kommen, Pause, Weiter, Gehen. */
export function TerminalPage({ address }: { address: TerminalAddress | null }) {
  const [session, setSession] = useState<{ session: Session; me: TerminalMe } | null>(null);
  const [invalid, setInvalid] = useState(false);
  const [loginError, setLoginError] = useState('');
  const [visit, setVisit] = useState(0);
  // the name last tapped in 'Wer ist da' (a new object per tap, so the same name can be tapped again)
  const [chosen, setChosen] = useState<{ username: string; at: number } | null>(null);

  useEffect(() => {
    document.title = m.title;
  }, []);

  // queued steps go out when the network is back
  useEffect(() => {
    if (!address) return undefined;
    const flush = () => void flushQueue(address, m.failed.start);
    flush();
    const timer = window.setInterval(flush, QUEUE_RETRY_MS);
    window.addEventListener('online', flush);
    return () => {
      window.clearInterval(timer);
      window.removeEventListener('online', flush);
    };
  }, [address]);

  const leave = (message = '') => {
    setLoginError(message);
    setSession(null);
    setChosen(null);
    setVisit((count) => count + 1);
  };

  // the tablet is shared: back to the PIN screen after a minute without a touch
  useEffect(() => {
    if (!session) return undefined;
    let timer = window.setTimeout(() => leave(), IDLE_MS);
    const touched = () => {
      window.clearTimeout(timer);
      timer = window.setTimeout(() => leave(), IDLE_MS);
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
          session={session.session}
          me={session.me}
          onDone={() => leave()}
          onExpired={(message) => leave(message)}
        />
      ) : (
        <>
          <h1>{m.title}</h1>
          <div className="terminal-home">
            <LoginForm
              key={visit}
              address={address}
              initialError={loginError}
              onInvalid={() => setInvalid(true)}
              onIdentified={(identified, me) => setSession({ session: identified, me })}
              chosen={chosen}
            />
            <PresenceList
              key={`presence-${visit}`}
              address={address}
              onChoose={(username) => setChosen((last) => ({ username, at: (last?.at ?? 0) + 1 }))}
            />
          </div>
        </>
      )}
    </main>
  );
}
