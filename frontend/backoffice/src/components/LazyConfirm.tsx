/**
 * react-admin's Confirm, loaded when it is first opened: a confirmation is closed until its button is pressed, so its
 * code (with MUI's Dialog, about 3.5 KB gzip) need not come with the screen. Once opened it stays mounted, as the real
 * one does, so that it closes with its transition. vite.config.ts does the same for react-admin's own buttons.
 */
import { Suspense, lazy, useState } from 'react';
import type { ConfirmProps } from 'react-admin';

const Real = lazy(() => import('./confirm'));

export function Confirm(props: ConfirmProps) {
  const [wanted, setWanted] = useState(props.isOpen === true);
  if (props.isOpen && !wanted) setWanted(true);
  return wanted ? (
    <Suspense fallback={null}>
      <Real {...props} />
    </Suspense>
  ) : null;
}
