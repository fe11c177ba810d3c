import { Suspense } from 'react';
import type { ReactNode } from 'react';
import { ErrorBoundary } from 'react-error-boundary';
import { styled } from '@mui/material/styles';
import { Loading, Sidebar, SkipNavigationButton } from 'react-admin';
import { AppBar } from './AppBar';
import { AppMenu } from './AppMenu';
import { ErrorPage } from './StatusPages';

/**
 * react-admin's <Layout> with the same frame, classes and styles (skip link, app bar, sidebar with the menu, the
 * page behind an error boundary and a loading state), put together here so that a page that fails shows our
 * <ErrorPage>: react-admin's own error page and its preferences inspector (never opened here) would bring a text
 * field, a popover and lodash into the first load.
 */
const Frame = styled('div')(({ theme }) => ({
  display: 'flex',
  flexDirection: 'column',
  zIndex: 1,
  minHeight: '100vh',
  backgroundColor: theme.palette.background.default,
  position: 'relative',
  width: '100%',
  // 0 rather than react-admin's fit-content: wide tables scroll inside the page, not the whole frame
  minWidth: 0,
  '& .RaLayout-appFrame': {
    display: 'flex',
    flexDirection: 'column',
    flexGrow: 1,
    minWidth: 0,
    marginTop: theme.spacing(6),
    [theme.breakpoints.down('sm')]: { marginTop: theme.spacing(7) },
  },
  '& .RaLayout-contentWithSidebar': {
    display: 'flex',
    flexGrow: 1,
    minWidth: 0,
    transition: theme.transitions.create('margin', {
      easing: theme.transitions.easing.easeOut,
      duration: theme.transitions.duration.enteringScreen,
    }),
  },
  '& .RaLayout-content': {
    backgroundColor: theme.palette.background.default,
    zIndex: 2,
    display: 'flex',
    flexDirection: 'column',
    flexGrow: 1,
    flexBasis: 0,
    minWidth: 0,
    padding: 0,
    [theme.breakpoints.up('xs')]: { paddingRight: theme.spacing(1), paddingLeft: theme.spacing(1) },
  },
}));

export function AppLayout({ children }: { children: ReactNode }) {
  return (
    <Frame className="layout RaLayout-root">
      <SkipNavigationButton />
      <div className="RaLayout-appFrame">
        <AppBar />
        <main className="RaLayout-contentWithSidebar">
          <Sidebar>
            <AppMenu />
          </Sidebar>
          <div id="main-content" className="RaLayout-content">
            <ErrorBoundary fallbackRender={(props) => <ErrorPage {...props} />}>
              <Suspense fallback={<Loading />}>{children}</Suspense>
            </ErrorBoundary>
          </div>
        </main>
      </div>
    </Frame>
  );
}
