import type { KeyboardEvent } from 'react';

const CANDIDATES = 'a[href], button, input, select, textarea, summary, [tabindex]';

/** The elements Tab reaches inside `root`: not disabled (also by a disabled fieldset), not hidden, not tabindex -1. */
export function tabbables(root: HTMLElement): HTMLElement[] {
  return [...root.querySelectorAll<HTMLElement>(CANDIDATES)].filter(
    (element) =>
      !element.matches(':disabled') &&
      element.getAttribute('tabindex') !== '-1' &&
      !(element instanceof HTMLInputElement && element.type === 'hidden') &&
      !element.closest('[hidden], [inert]'),
  );
}

/** Keeps Tab and Shift+Tab inside a modal panel: from the last element to the first and back. */
export function keepTabInside(event: KeyboardEvent, panel: HTMLElement) {
  if (event.key !== 'Tab') return;
  const focusable = tabbables(panel);
  const first = focusable[0];
  const last = focusable[focusable.length - 1];
  if (!first || !last) {
    event.preventDefault();
    return;
  }
  const index = focusable.indexOf(document.activeElement as HTMLElement);
  if (event.shiftKey && index <= 0) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && (index === -1 || index === focusable.length - 1)) {
    event.preventDefault();
    first.focus();
  }
}
