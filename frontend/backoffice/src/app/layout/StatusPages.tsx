/**
 * The frame's own pages for an error, an unknown address and a failed sign-in check: react-admin's <Error>,
 * <NotFound> and <AuthenticationError> with the same texts, icons and layout, but with the light <PageTitle>
 * (react-admin's <Title> would bring its preferences editor, a text field and lodash into the first load).
 */
import { styled } from '@mui/material/styles';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import ErrorIcon from '@mui/icons-material/Report';
import HotTub from '@mui/icons-material/HotTub';
import History from '@mui/icons-material/History';
import WarningAmber from '@mui/icons-material/WarningAmber';
import {
  Loading,
  useAuthenticated,
  useDefaultTitle,
  useResetErrorBoundaryOnLocationChange,
  useTranslate,
} from 'react-admin';
import { PageTitle } from '../../components/PageTitle';

function goBack() {
  window.history.go(-1);
}

function BackButton() {
  const translate = useTranslate();
  return (
    <Button variant="contained" startIcon={<History />} onClick={goBack}>
      {translate('ra.action.back')}
    </Button>
  );
}

const ErrorRoot = styled('div')(({ theme }) => ({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  [theme.breakpoints.down('md')]: { padding: '1em' },
  fontFamily: 'Roboto, sans-serif',
  opacity: 0.5,
  '& .RaError-title': { display: 'flex', alignItems: 'center' },
  '& .RaError-icon': { width: '2em', height: '2em', marginRight: '0.5em' },
  '& .RaError-toolbar': { marginTop: '2em' },
}));

/** A page that failed to render: 'Etwas ist schiefgelaufen' and 'Zurück'; another address tries again. */
export function ErrorPage({ resetErrorBoundary }: { error: Error; resetErrorBoundary: (...args: never[]) => void }) {
  const translate = useTranslate();
  const title = useDefaultTitle();
  useResetErrorBoundaryOnLocationChange(resetErrorBoundary);
  return (
    <>
      {title ? <PageTitle title={title} /> : null}
      <ErrorRoot className="RaError-root">
        <h1 className="RaError-title" role="alert">
          <ErrorIcon className="RaError-icon" />
          {translate('ra.page.error')}
        </h1>
        <div>{translate('ra.message.error')}</div>
        <div className="RaError-toolbar">
          <BackButton />
        </div>
      </ErrorRoot>
    </>
  );
}

const NotFoundRoot = styled('div')(({ theme }) => ({
  display: 'flex',
  flexDirection: 'column',
  justifyContent: 'center',
  [theme.breakpoints.up('md')]: { height: '100%' },
  [theme.breakpoints.down('md')]: { height: '100vh', marginTop: '-3em' },
  '& .RaNotFound-icon': { width: '9em', height: '9em' },
  '& .RaNotFound-message': { textAlign: 'center', fontFamily: 'Roboto, sans-serif', opacity: 0.5, margin: '0 1em' },
  '& .RaNotFound-toolbar': { textAlign: 'center', marginTop: '2em' },
}));

/** An address no route answers: 'Nicht gefunden' and 'Zurück' (after the sign-in check). */
export function NotFoundPage() {
  const translate = useTranslate();
  const { isPending } = useAuthenticated();
  const title = useDefaultTitle();
  if (isPending) return <Loading />;
  return (
    <NotFoundRoot className="RaNotFound-root">
      <PageTitle defaultTitle={title} />
      <div className="RaNotFound-message">
        <HotTub className="RaNotFound-icon" />
        <h1>{translate('ra.page.not_found')}</h1>
        <div>{translate('ra.message.not_found')}.</div>
      </div>
      <div className="RaNotFound-toolbar">
        <BackButton />
      </div>
    </NotFoundRoot>
  );
}

const AuthenticationErrorRoot = styled('div')({
  display: 'flex',
  flexDirection: 'column',
  justifyContent: 'center',
  alignItems: 'center',
  height: '100%',
  '& .RaAuthenticationError-message': { textAlign: 'center', paddingTop: '1em', paddingBottom: '1em', opacity: 0.5 },
  '& .RaAuthenticationError-icon': { width: '9em', height: '9em' },
});

/** The sign-in check itself failed (not a missing sign-in): 'Anmeldefehler' with its explanation. */
export function AuthenticationErrorPage() {
  const translate = useTranslate();
  const title = useDefaultTitle();
  return (
    <AuthenticationErrorRoot className="RaAuthenticationError-root">
      <PageTitle defaultTitle={title} />
      <div className="RaAuthenticationError-message">
        <WarningAmber className="RaAuthenticationError-icon" />
        <Typography variant="h5" sx={{ mt: 3, color: 'text.secondary' }}>
          {translate('ra.page.authentication_error')}
        </Typography>
        <Typography variant="body2">{translate('ra.message.authentication_error')}</Typography>
      </div>
    </AuthenticationErrorRoot>
  );
}
