import { lazy } from 'react';
import QrCode2Icon from '@mui/icons-material/QrCode2';
import type { ResourceModule } from '../../api/types';

const qrCodes: ResourceModule<'qr-codes'> = {
  list: lazy(() => import('./QrCodeList')),
  edit: lazy(() => import('./QrCodeEdit')),
  create: lazy(() => import('./QrCodeCreate')),
  icon: QrCode2Icon,
  recordRepresentation: 'path',
};

export default qrCodes;
