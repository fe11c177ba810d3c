import type { ComponentProps } from 'react';
import CssBaseline from '@mui/material/CssBaseline';
import { AccessDenied, AdminContext, AuthCallback, CoreAdminUI, LoadingPage, Notification } from 'react-admin';
import { AuthenticationErrorPage, ErrorPage, NotFoundPage } from './layout/StatusPages';

type ContextProps = Omit<ComponentProps<typeof AdminContext>, 'children'>;
type UiProps = Omit<ComponentProps<typeof CoreAdminUI>, 'loginPage'>;

/**
 * react-admin's <Admin> with the same screens, put together from its parts: <Admin> also brings its own login
 * form (with react-hook-form) and the English texts into the first load, which the back office never shows
 * (Django's login page; German texts). The error, 404 and sign-in error pages are our own (layout/StatusPages.tsx):
 * react-admin's bring its configurable title with a text field into the first load.
 */
export function AdminShell({
  children,
  title,
  layout,
  dashboard,
  requireAuth,
  disableTelemetry,
  ...context
}: ContextProps & UiProps) {
  return (
    <AdminContext {...context}>
      <CssBaseline enableColorScheme>
        <CoreAdminUI
          title={title}
          layout={layout}
          dashboard={dashboard}
          requireAuth={requireAuth}
          disableTelemetry={disableTelemetry}
          loginPage={false}
          accessDenied={AccessDenied}
          authCallbackPage={AuthCallback}
          authenticationError={AuthenticationErrorPage}
          catchAll={NotFoundPage}
          error={ErrorPage}
          loading={LoadingPage}
        >
          {children}
        </CoreAdminUI>
        <Notification />
      </CssBaseline>
    </AdminContext>
  );
}
