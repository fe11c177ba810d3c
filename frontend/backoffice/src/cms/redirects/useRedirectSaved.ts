import { useNotify, useRedirect, useTranslate } from 'react-admin';
import type { Redirect } from '../../api/types';

/**
 * After a redirect was saved: react-admin's notice ('Eintrag erstellt' / 'Eintrag gespeichert') with the
 * server's warnings appended (as a warning then), and back to the list.
 */
export function useRedirectSaved(kind: 'created' | 'updated') {
  const notify = useNotify();
  const redirect = useRedirect();
  const translate = useTranslate();
  return (data: Redirect) => {
    const warnings = data.warnings ?? [];
    const done = translate(`ra.notification.${kind}`, { smart_count: 1 });
    notify(warnings.length > 0 ? `${done}. ${warnings.join(' ')}` : done, {
      type: warnings.length > 0 ? 'warning' : 'info',
    });
    redirect('list', 'redirects');
  };
}
