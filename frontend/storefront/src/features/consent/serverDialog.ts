/** The id of the dialog's first view the server paints into a first visit's HTML (backend web/consent_shell.py). */
export const SERVER_DIALOG_ID = 'server-consent';

/** Removes the server's painted dialog: once the app's dialog is shown in its place, or the app decided on none. */
export function removeServerDialog(): void {
  document.getElementById(SERVER_DIALOG_ID)?.remove();
}
