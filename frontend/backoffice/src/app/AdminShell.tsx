import type { ComponentProps } from 'react';
import CssBaseline from '@mui/material/CssBaseline';
import {
  AccessDenied,
  AdminContext,
  AuthCallback,
  AuthenticationError,
  CoreAdminUI,
  Error as ErrorPage,
  LoadingPage,
  NotFound,
  Notification,
} from 'react-admin';
import type { CatchAllComponent } from 'react-admin';

type ContextProps = Omit<ComponentProps<typeof AdminContext>, 'children'>;
type UiProps = Omit<ComponentProps<typeof CoreAdminUI>, 'loginPage'>;

/**
 * react-admin's <Admin> with the same screens, put together from its parts: <Admin> also brings its own login
 * form (with react-hook-form) and the English texts into the first load, which the back office never shows
 * (Django's login page; German texts).
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
          authenticationError={AuthenticationError}
          // NotFound reads the title CoreAdminUI passes as a string, like <Admin> hands it over
          catchAll={NotFound as CatchAllComponent}
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
