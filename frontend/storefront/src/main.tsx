import './styles/global.css';

import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';

import { App } from './app/App';
import { createQueryClient } from './app/queryClient';
import { configQueryOptions } from './api/config';
import { initChristmas } from './lib/christmas';
import { listenForInstallPrompt } from './lib/pwa';
import { initTheme } from './lib/theme';
import { startTracking } from './features/tracking/start';
import { rememberVisitOrigin } from './features/checkout/visitOrigin';

// a QR code's ?qr= or a campaign's utm_campaign: sent with an order of this visit (before the router reads the address)
rememberVisitOrigin();
initTheme();
initChristmas();
// the browser offers installation once, early: kept for 'App installieren'
listenForInstallPrompt();
// the analytics log and the tags: nothing is sent or loaded without the stored consent
startTracking();

const queryClient = createQueryClient();
// the shell needs the config on every page: start loading it before the route code arrives
void queryClient.prefetchQuery(configQueryOptions);

const root = document.getElementById('root');
if (!root) throw new Error('#root missing in index.html');

// rendered as a transition: React works in small slices, so a phone stays responsive while the page builds
startTransition(() => {
  createRoot(root).render(
    <StrictMode>
      <App queryClient={queryClient} />
    </StrictMode>,
  );
});
