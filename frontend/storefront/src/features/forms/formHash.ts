/** `#formular-{nodeId}` opens the form overlay (contract C3); anything else closes it. */
const FORM_HASH = /^#formular-(\d{1,18})$/;

export function formIdOf(hash: string): number | null {
  const match = FORM_HASH.exec(hash);
  return match ? Number(match[1]) : null;
}

/** Drops the hash from the address without a new history entry and without scrolling. */
export function removeFormHash(): void {
  const { pathname, search } = window.location;
  window.history.replaceState(window.history.state, '', `${pathname}${search}`);
}
