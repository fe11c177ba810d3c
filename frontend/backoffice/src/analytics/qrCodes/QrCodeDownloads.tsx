import DownloadIcon from '@mui/icons-material/Download';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useRecordContext, useTranslate } from 'react-admin';
import type { QrCode } from '../../api/types';
import { qrPngUrl, qrSvgUrl } from './qrCodeForm';

const T = 'resources.qr-codes.download';

/** In the list: SVG and PNG download links (the row click opens the form, the links do not). */
export function QrDownloadCell() {
  const code = useRecordContext<QrCode>();
  const translate = useTranslate();
  if (!code) return null;
  return (
    <Box sx={{ display: 'flex', gap: 1 }}>
      {(['svg', 'png'] as const).map((kind) => (
        <Button
          key={kind}
          size="small"
          component="a"
          href={kind === 'svg' ? qrSvgUrl(code.id) : qrPngUrl(code.id)}
          download
          aria-label={translate(`${T}.${kind}For`, { path: code.path })}
          onClick={(event) => event.stopPropagation()}
        >
          {kind.toUpperCase()}
        </Button>
      ))}
    </Box>
  );
}

/** On the edit form: the code at a scannable size, the address it opens and the downloads. */
export function QrCodePreview() {
  const code = useRecordContext<QrCode>();
  const translate = useTranslate();
  if (!code?.id) return null;
  return (
    <Box component="section" aria-labelledby="qr-code-title" sx={{ mt: 2 }}>
      <Typography id="qr-code-title" component="h2" variant="subtitle1" sx={{ fontWeight: 'bold' }}>
        {translate(`${T}.preview`)}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {translate(`${T}.opens`, { url: code.codeUrl, target: code.targetUrl })}
      </Typography>
      <Box sx={{ my: 1, width: 200, maxWidth: '100%', aspectRatio: '1 / 1', bgcolor: '#fff' }}>
        <img
          src={qrSvgUrl(code.id)}
          alt={translate(`${T}.alt`, { path: code.path })}
          style={{ width: '100%', height: '100%', display: 'block' }}
        />
      </Box>
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
        <Button variant="outlined" startIcon={<DownloadIcon />} href={qrSvgUrl(code.id)} download>
          {translate(`${T}.svg`)}
        </Button>
        <Button variant="outlined" startIcon={<DownloadIcon />} href={qrPngUrl(code.id)} download>
          {translate(`${T}.png`)}
        </Button>
      </Box>
    </Box>
  );
}
