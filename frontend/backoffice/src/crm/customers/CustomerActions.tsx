import { useState } from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import DownloadIcon from '@mui/icons-material/Download';
import DeleteForeverIcon from '@mui/icons-material/DeleteForever';
import {
  Confirm,
  EditButton,
  TopToolbar,
  useNotify,
  usePermissions,
  useRecordContext,
  useRedirect,
  useTranslate,
} from 'react-admin';
import { isAdmin } from '../../api/authProvider';
import type { Customer } from '../../api/types';
import { eraseCustomer, exportUrl } from './api';

const T = 'resources.customers.actions';

/** Administrators: edit (the delete with its confirmation is on the form), the customer's data as JSON or CSV (DSGVO-Auskunft), and the erase with a confirmation. */
export function CustomerActions() {
  const record = useRecordContext<Customer>();
  const { permissions } = usePermissions();
  const translate = useTranslate();
  const notify = useNotify();
  const redirect = useRedirect();
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  if (!record || !isAdmin(permissions)) return <TopToolbar />;

  const erase = async () => {
    setBusy(true);
    try {
      const count = await eraseCustomer(record.id);
      notify(translate(`${T}.erased`, { smart_count: count }), { type: 'success' });
      setOpen(false);
      redirect('list', 'customers');
    } catch (error) {
      notify(error instanceof Error ? error.message : translate('resources.customers.messages.eraseFailed'), {
        type: 'error',
      });
    } finally {
      setBusy(false);
    }
  };

  return (
    <TopToolbar>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
        <EditButton />
        <Button size="small" startIcon={<DownloadIcon />} href={exportUrl(record.id, 'json')} download>
          {translate(`${T}.exportJson`)}
        </Button>
        <Button size="small" startIcon={<DownloadIcon />} href={exportUrl(record.id, 'csv')} download>
          {translate(`${T}.exportCsv`)}
        </Button>
        <Button size="small" color="error" startIcon={<DeleteForeverIcon />} onClick={() => setOpen(true)}>
          {translate(`${T}.erase`)}
        </Button>
      </Stack>
      <Confirm
        isOpen={open}
        loading={busy}
        title={`${T}.eraseTitle`}
        content={translate(`${T}.eraseContent`, { smart_count: record.ordersCount })}
        confirm={`${T}.eraseConfirm`}
        cancel={`${T}.abort`}
        confirmColor="warning"
        onConfirm={erase}
        onClose={() => setOpen(false)}
      />
    </TopToolbar>
  );
}
