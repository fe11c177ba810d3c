import DownloadIcon from '@mui/icons-material/Download';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useRecordContext, useTranslate } from 'react-admin';
import type { Table } from '../../api/types';
import { qrCodeUrl } from './tableLinks';

const T = 'resources.tables.qr';

/** In the list: a small QR code and a download button. */
export function TableQrCell() {
  const table = useRecordContext<Table>();
  const translate = useTranslate();
  if (!table) return null;
  const label = translate(`${T}.downloadFor`, { identifier: table.identifier });
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
      <img
        src={qrCodeUrl(table.id)}
        alt={translate(`${T}.alt`, { identifier: table.identifier })}
        width={48}
        height={48}
        loading="lazy"
      />
      <Tooltip title={label}>
        <IconButton
          component="a"
          href={qrCodeUrl(table.id)}
          download
          aria-label={label}
          onClick={(event) => event.stopPropagation()}
        >
          <DownloadIcon />
        </IconButton>
      </Tooltip>
    </Box>
  );
}

/** On the edit form: the QR code at a scannable size and the download. */
export function TableQrCode() {
  const table = useRecordContext<Table>();
  const translate = useTranslate();
  if (!table?.id) return null;
  return (
    <Box component="section" aria-labelledby="table-qr-title" sx={{ mt: 2 }}>
      <Typography id="table-qr-title" component="h2" variant="subtitle1" sx={{ fontWeight: 'bold' }}>
        {translate(`${T}.title`)}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {translate(`${T}.hint`)}
      </Typography>
      <Box sx={{ my: 1, width: 200, maxWidth: '100%', aspectRatio: '1 / 1', bgcolor: '#fff' }}>
        <img
          src={qrCodeUrl(table.id)}
          alt={translate(`${T}.alt`, { identifier: table.identifier })}
          style={{ width: '100%', height: '100%', display: 'block' }}
        />
      </Box>
      <Button variant="outlined" startIcon={<DownloadIcon />} href={qrCodeUrl(table.id)} download>
        {translate(`${T}.download`)}
      </Button>
    </Box>
  );
}
