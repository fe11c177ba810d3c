/**
 * The device's own log: the last lines of this page (what the agent did, failed calls, uncaught errors), kept in
 * memory and sent when the back office asks for the device's logs (a `logs` command). At most LOG_LINES lines of
 * LOG_LINE_LENGTH characters (the server takes 500 of 500).
 */
export const LOG_LINES = 300;
export const LOG_LINE_LENGTH = 500;

export type LogLevel = 'INFO' | 'WARN' | 'ERROR';

export class LogRing {
  private entries: string[] = [];

  constructor(private readonly limit = LOG_LINES) {}

  add(level: LogLevel, text: string): void {
    // one line each: a control character would be refused by the server
    const clean = [...text].map((char) => (char < ' ' || char === '\u007f' ? ' ' : char)).join('');
    this.entries.push(`${new Date().toISOString()} ${level} ${clean}`.slice(0, LOG_LINE_LENGTH));
    if (this.entries.length > this.limit) this.entries.splice(0, this.entries.length - this.limit);
  }

  info = (text: string) => this.add('INFO', text);
  warn = (text: string) => this.add('WARN', text);
  error = (text: string) => this.add('ERROR', text);

  lines(): string[] {
    return [...this.entries];
  }
}

/** The page's log: one per page, which also records uncaught errors and rejections. */
export const pageLog = new LogRing();

let listening = false;

/** Records the window's uncaught errors and unhandled rejections in `log` (once per page). */
export function captureErrors(log: LogRing = pageLog): void {
  if (listening || typeof window === 'undefined') return;
  listening = true;
  window.addEventListener('error', (event) => log.error(`${event.message} (${event.filename}:${event.lineno})`));
  window.addEventListener('unhandledrejection', (event) => log.error(`Unbehandelt: ${String(event.reason)}`));
}
