import { useEffect, useRef, useState } from 'react';
import type { FormEvent } from 'react';
import { terminalMessages as m } from './messages';
import type { Session, TerminalAddress, TerminalMe } from './api';
import { fetchMe, TerminalError } from './api';

const DIGITS = ['1', '2', '3', '4', '5', '6', '7', '8', '9'];

interface LoginProps {
  onIdentified: (session: Session, me: TerminalMe) => void;
  address: TerminalAddress;
  onInvalid: () => void;
  initialError?: string;
  /** A name tapped in 'Wer ist da': its username fills the field and the PIN comes next (`at` tells taps apart). */
  chosen?: { username: string; at: number } | null;
}

/** Username and PIN (typed or on the pad); one PIN check, then the session. */
export function LoginForm({ onIdentified, address, onInvalid, initialError, chosen }: LoginProps) {
  const [username, setUsername] = useState('');
  const [pin, setPin] = useState('');
  const [error, setError] = useState(initialError ?? '');
  const [busy, setBusy] = useState(false);
  const usernameRef = useRef<HTMLInputElement>(null);
  const pinRef = useRef<HTMLInputElement>(null);

  // a newly tapped name replaces what was typed (state adjusted while rendering); the PIN field takes the focus
  const [taken, setTaken] = useState<LoginProps['chosen']>(null);
  if (chosen && chosen !== taken) {
    setTaken(chosen);
    setUsername(chosen.username);
    setPin('');
    setError('');
  }
  useEffect(() => usernameRef.current?.focus(), []);
  useEffect(() => {
    if (chosen) pinRef.current?.focus();
  }, [chosen]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    setBusy(true);
    const credentials = { username: username.trim(), pin };
    try {
      const me = await fetchMe(address, credentials, m.meFailed);
      onIdentified({ username: credentials.username, token: me.sessionToken }, me);
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
        ref={pinRef}
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
