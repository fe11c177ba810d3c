import { lazy, Suspense, useEffect } from 'react';

import { Outlet, useLocation } from '../lib/router';
import { useConfig } from '../api/config';
import { LoadingState } from '../components/LoadingState';
import { ConsentGate } from '../features/consent/components/ConsentGate';
import { requestConsentDialog } from '../features/consent/consentState';
import { FormOverlayMount } from '../features/forms/components/FormOverlayMount';
import { Footer } from '../features/layout/components/Footer';
import { Header } from '../features/layout/components/Header';
import { SelfServiceMode } from '../features/selfService/components/SelfServiceMode';
import { useSelfService } from '../features/selfService/useSelfService';
import toolbarStyles from '../features/toolbar/components/Toolbar.module.css';
import { trackPage } from '../lib/analytics';
import { useChristmas } from '../lib/christmas';
import { syncServiceWorker } from '../lib/pwa';
import { staffSessionEnvironment, staffSessionVersion } from '../lib/staffSession';
import { setThemeOverrides } from '../lib/theme';
import { messages } from '../messages';
import styles from './RootLayout.module.css';

// a plugin most shops leave off: its code (and the opening-hours rule) loads only when it is on
const ToolbarPlugin = lazy(() =>
  import('../features/toolbar/components/ToolbarPlugin').then((module) => ({ default: module.ToolbarPlugin })),
);

// staff only (the server's marker): the staff toolbar, the admin's tools; the Christmas mode's snow, title, music
const StaffArea = lazy(() => import('./StaffArea').then((module) => ({ default: module.StaffArea })));
const ChristmasEffects = lazy(() =>
  import('../features/christmas/components/ChristmasEffects').then((module) => ({ default: module.ChristmasEffects })),
);
const STAFF_VERSION = staffSessionVersion();
const STAFF_ENVIRONMENT = staffSessionEnvironment();

/** Holds the toolbar's place while its code loads, so the page does not move. */
function ToolbarSlot() {
  return (
    <div className={toolbarStyles.toolbar} aria-hidden="true">
      <div className={toolbarStyles.inner} />
    </div>
  );
}

/** The shell around every page: skip link, header, main landmark, footer. */
export function RootLayout() {
  const { data: config } = useConfig();
  useScrollToTopOnNavigation();
  usePageviews();
  useEffect(() => setThemeOverrides(config), [config]);
  const pwa = config?.enablePluginPWA;
  useEffect(() => {
    if (pwa !== undefined) syncServiceWorker(pwa);
  }, [pwa]);
  const christmas = useChristmas().enabled;
  const { isSelfService } = useSelfService();
  return (
    <>
      <a href="#main" className={styles.skipLink}>
        {messages.shell.skipToContent}
      </a>
      {STAFF_VERSION !== null && (
        <Suspense fallback={null}>
          <StaffArea version={STAFF_VERSION} environment={STAFF_ENVIRONMENT} />
        </Suspense>
      )}
      <Header shopName={config?.shopName ?? ''} phone={config?.phone ?? ''} logo={config?.logo} />
      {config?.enablePluginToolbar && (
        <Suspense fallback={<ToolbarSlot />}>
          <ToolbarPlugin />
        </Suspense>
      )}
      <main id="main" tabIndex={-1} className={styles.main}>
        <Suspense fallback={<LoadingState />}>
          <Outlet />
        </Suspense>
      </main>
      <Footer config={config} onConsentSettings={requestConsentDialog} isSelfService={isSelfService} />
      <SelfServiceMode />
      {christmas && (
        <Suspense fallback={null}>
          <ChristmasEffects />
        </Suspense>
      )}
      <FormOverlayMount />
      <ConsentGate />
    </>
  );
}

/** A new page starts at the top; the browser restores the position itself on back/forward. */
function useScrollToTopOnNavigation() {
  const { pathname } = useLocation();
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname]);
}

/** Every route change is a page view of the analytics log (sent only with consent). */
function usePageviews() {
  const { pathname } = useLocation();
  useEffect(() => trackPage(pathname), [pathname]);
}

/** Shown while the first route's code loads. */
export function RootFallback() {
  return (
    <main id="main" className={styles.main}>
      <LoadingState />
    </main>
  );
}
