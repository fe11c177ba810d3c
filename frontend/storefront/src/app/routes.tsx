import type { RouteObject } from 'react-router';

import { RootFallback, RootLayout } from './RootLayout';

/** Pages load lazily so the first load carries only the shell and the page it shows. */
export const routes: RouteObject[] = [
  {
    path: '/',
    Component: RootLayout,
    HydrateFallback: RootFallback,
    children: [
      { index: true, lazy: () => import('./routes/division') },
      { path: 'store/:identifier', lazy: () => import('./routes/branch') },
      { path: 'store/:identifier/checkout', lazy: () => import('./routes/checkout') },
      { path: 'store/:identifier/checkout/error', lazy: () => import('./routes/checkout') },
      { path: 'status/:uid/:hash', lazy: () => import('./routes/status') },
      { path: 'site/:slug', lazy: () => import('./routes/legal') },
      { path: '*', lazy: () => import('./routes/notFound') },
    ],
  },
];
