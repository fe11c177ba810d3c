import QrCode2Icon from '@mui/icons-material/QrCode2';
import type { ResourceModule } from '../../api/types';
import { lazyWithTexts } from '../../i18n/areaTexts';

const qrCodes: ResourceModule<'qr-codes'> = {
  list: lazyWithTexts(['records', 'organisation'], () => import('./QrCodeList')),
  edit: lazyWithTexts(['records', 'organisation'], () => import('./QrCodeEdit')),
  create: lazyWithTexts(['records', 'organisation'], () => import('./QrCodeCreate')),
  icon: QrCode2Icon,
  recordRepresentation: 'path',
};

export default qrCodes;
