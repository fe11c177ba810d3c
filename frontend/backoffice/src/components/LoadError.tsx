import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import type { SxProps, Theme } from '@mui/material/styles';
import { useEditContext, useListContext, useShowContext, useTranslate } from 'react-admin';

interface LoadErrorProps {
  message: string;
  onRetry?: () => void;
  /** the alert's margin: m 2 on a page of its own, none where it stands in a card or widget */
  sx?: SxProps<Theme>;
}

const PAGE_MARGIN = { m: 2 };

/** A German load-failure text with a retry action (spec §8). */
export function LoadError({ message, onRetry, sx = PAGE_MARGIN }: LoadErrorProps) {
  const translate = useTranslate();
  return (
    <Alert
      severity="error"
      sx={sx}
      action={
        onRetry ? (
          <Button color="inherit" size="small" onClick={onRetry}>
            {translate('bestellwerk.errors.retry')}
          </Button>
        ) : undefined
      }
    >
      {message}
    </Alert>
  );
}

const messageOf = (error: unknown, fallback: string) => (error as Error | null | undefined)?.message || fallback;

/** For `<List error={...}>`: the list's failure text and a retry. */
export function ListLoadError() {
  const { error, refetch } = useListContext();
  const translate = useTranslate();
  return <LoadError message={messageOf(error, translate('bestellwerk.errors.load'))} onRetry={() => refetch()} />;
}

/** For `<Edit error={...}>`. */
export function EditLoadError() {
  const { error, refetch } = useEditContext();
  const translate = useTranslate();
  return <LoadError message={messageOf(error, translate('bestellwerk.errors.load'))} onRetry={() => refetch()} />;
}

/** For `<Show error={...}>`. */
export function ShowLoadError() {
  const { error, refetch } = useShowContext();
  const translate = useTranslate();
  return <LoadError message={messageOf(error, translate('bestellwerk.errors.load'))} onRetry={() => refetch()} />;
}
