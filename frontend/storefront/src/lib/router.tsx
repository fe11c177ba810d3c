/**
 * The storefront's router: the small part of react-router's declarative API the storefront uses
 * (BrowserRouter, MemoryRouter, Routes/Route with layout and index routes, Outlet, Link, useNavigate,
 * useParams, useSearchParams, useLocation, useMatch), at a fraction of its size in the first load.
 *
 * Matching follows react-router for the storefront's patterns: static segments (case-insensitive),
 * `:param` segments (URL-decoded), a trailing `*` catching the rest; a trailing slash is tolerated; the
 * most specific route wins (react-router's ranking). As in react-router v7, every location change
 * (navigate, Link, back/forward) is a React transition, so the old page stays visible while a lazy
 * page loads instead of flashing the Suspense fallback. Scrolling is left to the app (RootLayout).
 */
import {
  type AnchorHTMLAttributes,
  Children,
  createContext,
  isValidElement,
  type MouseEvent,
  type ReactElement,
  type ReactNode,
  type Ref,
  startTransition,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
} from 'react';

export type Location = { pathname: string; search: string; hash: string; key: string };
export type Path = { pathname: string; search: string; hash: string };
export type To = string | Partial<Path>;
export type NavigateOptions = { replace?: boolean };
export type NavigateFunction = (to: To, options?: NavigateOptions) => void;
export type Params = Readonly<Record<string, string | undefined>>;
export type PathMatch = { params: Params; pathname: string; pattern: { path: string; end: boolean } };

type RouterValue = { location: Location; navigate: NavigateFunction };

const RouterContext = createContext<RouterValue | null>(null);
const RouteContext = createContext<{ params: Params; outlet: ReactNode }>({ params: {}, outlet: null });

function useRouter(): RouterValue {
  const router = useContext(RouterContext);
  if (!router) throw new Error('Router hooks and links need a <BrowserRouter> or <MemoryRouter> around them.');
  return router;
}

let lastKey = 0;
function createKey(): string {
  lastKey += 1;
  return `${Date.now().toString(36)}${lastKey.toString(36)}`;
}

export function createPath({ pathname, search, hash }: Path): string {
  return pathname + normalize(search, '?') + normalize(hash, '#');
}

/** Resolves `to` against the current path (absolute paths stay, relative ones resolve like a URL). */
export function resolvePath(to: To, from: string): Path {
  if (typeof to === 'string') {
    const url = new URL(to, `http://router.invalid${from}`);
    return { pathname: url.pathname, search: url.search, hash: url.hash };
  }
  const pathname = to.pathname ? resolvePath(to.pathname, from).pathname : from;
  return { pathname, search: normalize(to.search, '?'), hash: normalize(to.hash, '#') };
}

function normalize(value: string | undefined, prefix: string): string {
  if (!value || value === prefix) return '';
  return value.startsWith(prefix) ? value : prefix + value;
}

/** The router's state as react-router keeps it in history.state (`key`). */
function browserLocation(): Location {
  const { pathname, search, hash } = window.location;
  const state: unknown = window.history.state;
  const key =
    state && typeof state === 'object' && 'key' in state && typeof state.key === 'string' ? state.key : 'default';
  return { pathname, search, hash, key };
}

function RouterProvider({ location, navigate, children }: RouterValue & { children?: ReactNode }) {
  const value = useMemo(() => ({ location, navigate }), [location, navigate]);
  return <RouterContext value={value}>{children}</RouterContext>;
}

/** Keeps the location in the browser's address bar and history (pushState, back/forward). */
export function BrowserRouter({ children }: { children?: ReactNode }) {
  const [location, setLocation] = useState(browserLocation);
  useEffect(() => {
    const onPop = () => startTransition(() => setLocation(browserLocation()));
    window.addEventListener('popstate', onPop);
    return () => window.removeEventListener('popstate', onPop);
  }, []);
  const navigate = useCallback<NavigateFunction>((to, options) => {
    const path = resolvePath(to, window.location.pathname);
    const key = createKey();
    const url = createPath(path);
    if (options?.replace) window.history.replaceState({ key }, '', url);
    else window.history.pushState({ key }, '', url);
    startTransition(() => setLocation({ ...path, key }));
  }, []);
  return (
    <RouterProvider location={location} navigate={navigate}>
      {children}
    </RouterProvider>
  );
}

/** Keeps the history in memory (tests): starts at the last of `initialEntries`. */
export function MemoryRouter({
  initialEntries = ['/'],
  children,
}: {
  initialEntries?: string[];
  children?: ReactNode;
}) {
  const [location, setLocation] = useState<Location>(() => ({
    ...resolvePath(initialEntries.at(-1) ?? '/', '/'),
    key: 'default',
  }));
  const current = useRef(location);
  useEffect(() => {
    current.current = location;
  });
  const navigate = useCallback<NavigateFunction>((to) => {
    const path = resolvePath(to, current.current.pathname);
    const next = { ...path, key: createKey() };
    current.current = next;
    startTransition(() => setLocation(next));
  }, []);
  return (
    <RouterProvider location={location} navigate={navigate}>
      {children}
    </RouterProvider>
  );
}

export function useLocation(): Location {
  return useRouter().location;
}

export function useNavigate(): NavigateFunction {
  return useRouter().navigate;
}

export function useParams(): Params {
  return useContext(RouteContext).params;
}

export function useSearchParams(): [
  URLSearchParams,
  (next: URLSearchParams | string | Record<string, string>, options?: NavigateOptions) => void,
] {
  const { location, navigate } = useRouter();
  const search = useMemo(() => new URLSearchParams(location.search), [location.search]);
  const setSearch = useCallback(
    (next: URLSearchParams | string | Record<string, string>, options?: NavigateOptions) => {
      const query = new URLSearchParams(next).toString();
      navigate({ search: query ? `?${query}` : '' }, options);
    },
    [navigate],
  );
  return [search, setSearch];
}

function decode(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/** Matches `pattern` against `pathname` as react-router's matchPath does for the storefront's patterns. */
export function matchPath(pattern: { path: string; end?: boolean } | string, pathname: string): PathMatch | null {
  const { path, end = true } = typeof pattern === 'string' ? { path: pattern } : pattern;
  const wanted = path.split('/').filter(Boolean);
  const given = pathname.split('/').filter(Boolean);
  const params: Record<string, string> = {};
  const matched: string[] = [];
  for (const [index, segment] of wanted.entries()) {
    if (segment === '*' && index === wanted.length - 1) {
      params['*'] = given.slice(index).map(decode).join('/');
      return { params, pathname: `/${matched.join('/')}`, pattern: { path, end } };
    }
    const value = given[index];
    if (value === undefined) return null;
    if (segment.startsWith(':')) params[segment.slice(1)] = decode(value);
    else if (decode(value).toLowerCase() !== segment.toLowerCase()) return null;
    matched.push(value);
  }
  if (end && given.length > wanted.length) return null;
  return { params, pathname: `/${matched.join('/')}`, pattern: { path, end } };
}

export function useMatch(pattern: { path: string; end?: boolean } | string): PathMatch | null {
  const { pathname } = useLocation();
  return useMemo(() => matchPath(pattern, pathname), [pattern, pathname]);
}

export type RouteProps = { path?: string; index?: boolean; element?: ReactNode; children?: ReactNode };

/** Declares a route inside <Routes> (renders nothing by itself). */
export function Route(props: RouteProps): ReactElement | null {
  void props;
  return null;
}

type Branch = { path: string; score: number; order: number; elements: ReactNode[] };

const SPLAT_PENALTY = -2;

/** react-router's route ranking: more (and more static) segments win; ties keep the order of declaration. */
function score(path: string, index: boolean): number {
  const segments = path.split('/');
  let total = segments.length + (segments.includes('*') ? SPLAT_PENALTY : 0) + (index ? 2 : 0);
  for (const segment of segments) {
    if (segment === '*') continue;
    total += segment.startsWith(':') ? 3 : segment === '' ? 1 : 10;
  }
  return total;
}

function collectBranches(children: ReactNode, parentPath: string, parents: ReactNode[], branches: Branch[]): Branch[] {
  for (const child of Children.toArray(children)) {
    if (!isValidElement<RouteProps>(child) || child.type !== Route) continue;
    const { path, index = false, element = null, children: nested } = child.props;
    const joined =
      path === undefined ? parentPath : path.startsWith('/') ? path : `${parentPath.replace(/\/$/, '')}/${path}`;
    const elements = [...parents, element];
    if (nested !== undefined) collectBranches(nested, joined, elements, branches);
    if (path !== undefined || index) {
      const normalized = `/${joined.split('/').filter(Boolean).join('/')}`;
      branches.push({ path: normalized, score: score(normalized, index), order: branches.length, elements });
    }
  }
  return branches;
}

/** Renders the best-matching <Route> for the current location (layout routes render it at their <Outlet>). */
export function Routes({ children }: { children?: ReactNode }) {
  const { pathname } = useLocation();
  const branches = useMemo(
    () => collectBranches(children, '/', [], []).sort((a, b) => b.score - a.score || a.order - b.order),
    [children],
  );
  for (const branch of branches) {
    const match = matchPath({ path: branch.path, end: true }, pathname);
    if (!match) continue;
    return branch.elements.reduceRight<ReactNode>(
      (outlet, element) => <RouteContext value={{ params: match.params, outlet }}>{element ?? outlet}</RouteContext>,
      null,
    );
  }
  return null;
}

/** Where a layout route shows its matched child route. */
export function Outlet() {
  return useContext(RouteContext).outlet;
}

type LinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & {
  to: To;
  replace?: boolean;
  ref?: Ref<HTMLAnchorElement>;
};

/** A real link (<a href>): a plain left click navigates in the app; modified clicks, target and download behave as links do. */
export function Link({ to, replace, onClick, ref, ...rest }: LinkProps) {
  const { location, navigate } = useRouter();
  const href = createPath(resolvePath(to, location.pathname));
  function click(event: MouseEvent<HTMLAnchorElement>) {
    onClick?.(event);
    if (
      event.defaultPrevented ||
      event.button !== 0 ||
      event.metaKey ||
      event.altKey ||
      event.ctrlKey ||
      event.shiftKey ||
      (rest.target && rest.target !== '_self') ||
      rest.download !== undefined
    )
      return;
    event.preventDefault();
    // a link to the page shown replaces it instead of adding a history entry (as react-router does)
    navigate(to, { replace: replace ?? href === createPath(location) });
  }
  return <a {...rest} ref={ref} href={href} onClick={click} />;
}
