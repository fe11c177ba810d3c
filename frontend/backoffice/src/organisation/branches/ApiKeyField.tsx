import { useState } from 'react';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import RefreshIcon from '@mui/icons-material/Refresh';
import {
  Button,
  Labeled,
  TextField,
  useDataProvider,
  useNotify,
  usePermissions,
  useRecordContext,
  useRefresh,
  useTranslate,
} from 'react-admin';
import { isAdmin } from '../../api/authProvider';
import { Confirm } from '../../components/LazyConfirm';
import { boardPageUrl } from '../../api/boardUrl';
import type { BoardKind } from '../../api/boardUrl';
import type { BestellwerkDataProvider } from '../../api/dataProvider';
import type { Branch } from '../../api/types';

/** Shows the read-only API key; admins may replace it after confirming. */
export function ApiKeyField() {
  const record = useRecordContext<Branch>();
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const dataProvider = useDataProvider<BestellwerkDataProvider>();
  const { permissions } = usePermissions();
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);

  if (!record?.id) return null;

  const regenerate = async () => {
    setBusy(true);
    try {
      await dataProvider.regenerateApiKey(record.id);
      notify('resources.branches.actions.regenerateApiKeyDone', { type: 'success' });
      refresh();
    } catch (error) {
      notify((error as Error).message || 'resources.branches.actions.regenerateApiKeyFailed', { type: 'error' });
    } finally {
      setBusy(false);
      setOpen(false);
    }
  };

  return (
    <Box sx={{ mt: 2 }}>
      <Labeled source="apiKey">
        <TextField source="apiKey" sx={{ fontFamily: 'monospace', wordBreak: 'break-all' }} />
      </Labeled>
      <Typography variant="caption" component="p" color="text.secondary">
        {translate('resources.branches.helpers.apiKey')}
      </Typography>
      {record.apiKey ? <BoardLinks branchId={record.id} apiKey={record.apiKey} /> : null}
      {isAdmin(permissions) ? (
        <>
          <Button label="resources.branches.actions.regenerateApiKey" onClick={() => setOpen(true)} disabled={busy}>
            <RefreshIcon />
          </Button>
          <Confirm
            isOpen={open}
            loading={busy}
            title="resources.branches.actions.regenerateApiKey"
            content="resources.branches.actions.regenerateApiKeyConfirm"
            onConfirm={regenerate}
            onClose={() => setOpen(false)}
          />
        </>
      ) : null}
    </Box>
  );
}

/** The display screens of the branch (front desk tablet, kitchen), opened without login. */
function BoardLinks({ branchId, apiKey }: { branchId: number; apiKey: string }) {
  const translate = useTranslate();
  const kinds: [BoardKind, string][] = [
    ['frontdesk', 'resources.orders.display.frontdeskLink'],
    ['backoffice', 'resources.orders.display.backofficeLink'],
  ];
  return (
    <Box component="dl" sx={{ mt: 1, mb: 0 }}>
      <Typography variant="subtitle2" component="dt">
        {translate('resources.orders.display.links')}
      </Typography>
      {kinds.map(([kind, label]) => {
        const url = boardPageUrl(window.location.origin, kind, branchId, apiKey);
        return (
          <Typography key={kind} variant="body2" component="dd" sx={{ m: 0, wordBreak: 'break-all' }}>
            {`${translate(label)}: `}
            <Link href={url} target="_blank" rel="noopener noreferrer">
              {url}
            </Link>
          </Typography>
        );
      })}
    </Box>
  );
}
