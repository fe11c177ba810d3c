import { useConfig } from '../../api/config';
import { SitePage, siteDescription, siteHeading, useSiteLookup } from '../../features/content';
import { notFoundPageTitle, shopDescription, shopTitle, useDocumentHead } from '../../lib/documentHead';
import { useLocation, useSearchParams } from '../../lib/router';
import { messages } from '../../messages';

/** Any path no storefront route takes: the content site page looked up by its path (404 when there is none). */
export function Component() {
  const { pathname } = useLocation();
  const [search] = useSearchParams();
  const path = decodeURIComponent(pathname).replace(/^\/+|\/+$/g, '');
  const preview = search.get('vorschau') === '1';
  const { data: config } = useConfig();
  const lookup = useSiteLookup(path, preview);
  const title = lookup.data
    ? messages.titles.page(siteHeading(lookup.data), shopTitle(config))
    : lookup.isError
      ? notFoundPageTitle(config)
      : '';
  useDocumentHead(title, lookup.data ? siteDescription(lookup.data) || shopDescription(config) : undefined);
  return <SitePage key={`${path}?${preview}`} path={path} preview={preview} />;
}
