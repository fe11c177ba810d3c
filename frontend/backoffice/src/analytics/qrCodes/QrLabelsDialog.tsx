import PrintIcon from '@mui/icons-material/Print';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { useQrAddress } from '../../api/qrAddress';
import { qrLabelsUrl } from './qrCodeForm';

const T = 'resources.qr-codes.labelsDialog';

/** 'Etiketten drucken' of the QR codes: like the tables' labels, a dialog first that warns when the printed codes
 * would lead to an address guests cannot reach (127.0.0.1, a local network), then the A4 PDF in a new tab. */
export function QrLabelsButton() {
  const translate = useTranslate();
  const [open, setOpen] = useState(false);
  const { data: address } = useQrAddress(open);
  return (
    <>
      <Button size="small" startIcon={<PrintIcon />} onClick={() => setOpen(true)}>
        {translate('resources.qr-codes.labels')}
      </Button>
      <Dialog open={open} onClose={() => setOpen(false)} aria-labelledby="qr-labels-title" fullWidth maxWidth="xs">
        <DialogTitle id="qr-labels-title">{translate('resources.qr-codes.labels')}</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: address?.isLocal ? 2 : 0 }}>{translate(`${T}.intro`)}</DialogContentText>
          {address?.isLocal ? (
            <Alert severity="warning">
              {translate('resources.tables.labels.localAddress', { address: address.baseUrl })}
            </Alert>
          ) : null}
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setOpen(false)}>{translate('resources.tables.labels.cancel')}</Button>
          <Button
            component="a"
            variant="contained"
            startIcon={<PrintIcon />}
            href={qrLabelsUrl('detail')}
            target="_blank"
            rel="noopener"
            onClick={() => setOpen(false)}
          >
            {translate('resources.tables.labels.open')}
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
