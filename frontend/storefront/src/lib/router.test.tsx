import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { lazy, Suspense } from 'react';
import { afterEach, describe, expect, it } from 'vitest';

import {
  BrowserRouter,
  Link,
  matchPath,
  MemoryRouter,
  Outlet,
  Route,
  Routes,
  useLocation,
  useMatch,
  useNavigate,
  useParams,
  useSearchParams,
} from './router';

function Show({ name }: { name: string }) {
  const params = useParams();
  const { pathname, search, hash } = useLocation();
  return (
    <p data-testid="page">
      {name} {JSON.stringify(params)} {pathname + search + hash}
    </p>
  );
}

function Layout() {
  return (
    <div data-testid="layout">
      <Outlet />
    </div>
  );
}

function AppRoutes() {
  return (
    <Routes>
      <Route element={<Layout />}>
        <Route index element={<Show name="home" />} />
        <Route path="store/:identifier" element={<Show name="branch" />} />
        <Route path="store/:identifier/checkout" element={<Show name="checkout" />} />
        <Route path="store/:identifier/checkout/error" element={<Show name="error" />} />
        <Route path="status/:uid/:hash" element={<Show name="status" />} />
        <Route path="site/:slug" element={<Show name="site" />} />
        <Route path="*" element={<Show name="notFound" />} />
      </Route>
    </Routes>
  );
}

const page = () => screen.getByTestId('page').textContent;

function renderAt(path: string) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <AppRoutes />
    </MemoryRouter>,
  );
}

describe('matching', () => {
  it.each([
    ['/', 'home {} /'],
    ['/store/linz', 'branch {"identifier":"linz"} /store/linz'],
    ['/store/linz/', 'branch {"identifier":"linz"} /store/linz/'],
    ['/store/linz/checkout', 'checkout {"identifier":"linz"} /store/linz/checkout'],
    ['/store/linz/checkout/error?x=1', 'error {"identifier":"linz"} /store/linz/checkout/error?x=1'],
    ['/status/a%20b/h%2F1', 'status {"uid":"a b","hash":"h/1"} /status/a%20b/h%2F1'],
    ['/site/imprint#top', 'site {"slug":"imprint"} /site/imprint#top'],
    ['/Store/linz', 'branch {"identifier":"linz"} /Store/linz'],
    ['/store', 'notFound {"*":"store"} /store'],
    [
      '/store/linz/checkout/error/more',
      'notFound {"*":"store/linz/checkout/error/more"} /store/linz/checkout/error/more',
    ],
    ['/site/a/b', 'notFound {"*":"site/a/b"} /site/a/b'],
  ])('%s', (path, expected) => {
    renderAt(path);
    expect(screen.getByTestId('layout')).toBeInTheDocument();
    expect(page()).toBe(expected);
  });

  it('matches a prefix with end: false and decodes the params', () => {
    expect(matchPath({ path: '/store/:identifier', end: false }, '/store/m%C3%BCnchen/checkout')).toEqual({
      params: { identifier: 'münchen' },
      pathname: '/store/m%C3%BCnchen',
      pattern: { path: '/store/:identifier', end: false },
    });
    expect(matchPath({ path: '/store/:identifier', end: false }, '/status/a/b')).toBeNull();
    expect(matchPath('/store/:identifier', '/store/linz/checkout')).toBeNull();
    // a malformed escape stays as it is
    expect(matchPath('/site/:slug', '/site/100%')?.params).toEqual({ slug: '100%' });
  });

  it('useMatch follows the location', () => {
    function Toolbar() {
      const match = useMatch({ path: '/store/:identifier', end: false });
      return <p data-testid="match">{match ? match.params.identifier : 'none'}</p>;
    }
    render(
      <MemoryRouter initialEntries={['/store/linz/checkout']}>
        <Toolbar />
        <Link to="/">Start</Link>
      </MemoryRouter>,
    );
    expect(screen.getByTestId('match').textContent).toBe('linz');
    act(() => screen.getByRole('link', { name: 'Start' }).click());
    expect(screen.getByTestId('match').textContent).toBe('none');
  });
});

describe('Link', () => {
  it('renders a real link and navigates on a plain left click', async () => {
    render(
      <MemoryRouter initialEntries={['/']}>
        <Link to="/store/linz" className="teaser">
          Linz
        </Link>
        <AppRoutes />
      </MemoryRouter>,
    );
    const link = screen.getByRole('link', { name: 'Linz' });
    expect(link).toHaveAttribute('href', '/store/linz');
    expect(link).toHaveClass('teaser');
    await userEvent.click(link);
    expect(page()).toBe('branch {"identifier":"linz"} /store/linz');
  });

  it('leaves modified clicks, other targets and downloads to the browser', () => {
    render(
      <MemoryRouter initialEntries={['/']}>
        <Link to="/site/a">A</Link>
        <Link to="/site/b" target="_blank">
          B
        </Link>
        <Link to="/site/c" download>
          C
        </Link>
        <AppRoutes />
      </MemoryRouter>,
    );
    // whether the router took the click; then the browser's own navigation is stopped (jsdom cannot follow it)
    const taken: boolean[] = [];
    const record = (event: Event) => {
      taken.push(event.defaultPrevented);
      event.preventDefault();
    };
    window.addEventListener('click', record);
    const a = screen.getByRole('link', { name: 'A' });
    for (const modifier of [{ ctrlKey: true }, { metaKey: true }, { shiftKey: true }, { altKey: true }, { button: 1 }])
      fireEvent.click(a, modifier);
    fireEvent.click(screen.getByRole('link', { name: 'B' }));
    fireEvent.click(screen.getByRole('link', { name: 'C' }));
    expect(taken).toEqual([false, false, false, false, false, false, false]);
    expect(page()).toBe('home {} /');
    fireEvent.click(a);
    window.removeEventListener('click', record);
    expect(taken.at(-1)).toBe(true);
    expect(page()).toBe('site {"slug":"a"} /site/a');
  });
});

describe('BrowserRouter', () => {
  afterEach(() => window.history.replaceState(null, '', '/'));

  function Controls() {
    const navigate = useNavigate();
    const [search, setSearch] = useSearchParams();
    return (
      <>
        <button type="button" onClick={() => navigate('/store/linz/checkout')}>
          push
        </button>
        <button
          type="button"
          onClick={() => navigate({ pathname: '/store/linz', search: '?table=4' }, { replace: true })}
        >
          replace
        </button>
        <button type="button" onClick={() => setSearch({ table: '7' })}>
          table
        </button>
        <p data-testid="table">{search.get('table') ?? '-'}</p>
      </>
    );
  }

  function renderBrowser() {
    render(
      <BrowserRouter>
        <Controls />
        <AppRoutes />
      </BrowserRouter>,
    );
  }

  it('pushes and replaces history entries, reads the search params and follows back/forward', async () => {
    window.history.replaceState(null, '', '/store/linz');
    const start = window.history.length;
    renderBrowser();
    expect(page()).toBe('branch {"identifier":"linz"} /store/linz');

    await userEvent.click(screen.getByRole('button', { name: 'push' }));
    expect(window.location.pathname).toBe('/store/linz/checkout');
    expect(window.history.length).toBe(start + 1);
    expect(page()).toBe('checkout {"identifier":"linz"} /store/linz/checkout');

    await userEvent.click(screen.getByRole('button', { name: 'replace' }));
    expect(window.location.pathname + window.location.search).toBe('/store/linz?table=4');
    expect(window.history.length).toBe(start + 1);
    expect(page()).toBe('branch {"identifier":"linz"} /store/linz?table=4');
    expect(screen.getByTestId('table').textContent).toBe('4');

    await userEvent.click(screen.getByRole('button', { name: 'table' }));
    expect(window.location.search).toBe('?table=7');
    expect(screen.getByTestId('table').textContent).toBe('7');

    // back/forward: the browser changes the URL and fires popstate
    act(() => {
      window.history.replaceState(null, '', '/site/imprint');
      window.dispatchEvent(new PopStateEvent('popstate', { state: null }));
    });
    expect(page()).toBe('site {"slug":"imprint"} /site/imprint');
  });

  it('keeps the old page visible while the next lazy page loads (navigations are transitions)', async () => {
    let resolve: (module: { default: () => React.ReactNode }) => void = () => undefined;
    const Slow = lazy(() => new Promise<{ default: () => React.ReactNode }>((done) => (resolve = done)));
    window.history.replaceState(null, '', '/');
    render(
      <BrowserRouter>
        <Controls />
        <Suspense fallback={<p>loading</p>}>
          <Routes>
            <Route index element={<Show name="home" />} />
            <Route path="store/:identifier/checkout" element={<Slow />} />
          </Routes>
        </Suspense>
      </BrowserRouter>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'push' }));
    expect(screen.queryByText('loading')).not.toBeInTheDocument();
    expect(page()).toBe('home {} /');
    await act(async () => resolve({ default: () => <p data-testid="page">slow page</p> }));
    expect(await screen.findByText('slow page')).toBeInTheDocument();
  });
});
