import { type ComponentType, lazy, Suspense } from 'react';

import { Route, Routes } from '../lib/router';
import { RootFallback, RootLayout } from './RootLayout';

type PageModule = { Component: ComponentType };

/** A page whose code loads only when it is shown (each route module exports `Component`). */
function page(load: () => Promise<PageModule>) {
  return lazy(() => load().then((module) => ({ default: module.Component })));
}

const Division = page(() => import('./routes/division'));
const Branch = page(() => import('./routes/branch'));
const Checkout = page(() => import('./routes/checkout'));
const Status = page(() => import('./routes/status'));
const Legal = page(() => import('./routes/legal'));
const Signatures = page(() => import('../features/signatures/components/SignaturesPage'));
const SocialAssets = page(() => import('../features/socialAssets/components/SocialAssetsPage'));
const SocialAsset = page(() => import('../features/socialAssets/components/SocialAssetPage'));
const Site = page(() => import('./routes/site'));
const Tag = page(() => import('./routes/tag'));

/**
 * Every storefront route, matched by the storefront's own small router (lib/router.tsx); pages load lazily so the first load carries only the shell and the page it shows.
 */
export function AppRoutes() {
  return (
    <Suspense fallback={<RootFallback />}>
      <Routes>
        <Route element={<RootLayout />}>
          <Route index element={<Division />} />
          <Route path="store/:identifier" element={<Branch />} />
          <Route path="store/:identifier/checkout" element={<Checkout />} />
          <Route path="store/:identifier/checkout/error" element={<Checkout />} />
          <Route path="store/:identifier/checkout/canceled" element={<Checkout />} />
          <Route path="status/:uid/:hash" element={<Status />} />
          <Route path="site/:slug" element={<Legal />} />
          <Route path="signatures" element={<Signatures />} />
          <Route path="social-assets" element={<SocialAssets />} />
          <Route path="social-assets/:id" element={<SocialAsset />} />
          <Route path="tags/:slug" element={<Tag />} />
          <Route path="*" element={<Site />} />
        </Route>
      </Routes>
    </Suspense>
  );
}
