import DevicesOtherIcon from '@mui/icons-material/DevicesOther';
import type { ResourceModule } from '../../api/types';
import { lazyWithTexts } from '../../i18n/areaTexts';

/**
 * 'Geräte': devices are paired from the list ('Gerät koppeln'), never created empty. Administrators pair, edit and
 * delete; staff open a device's page with its checks and logs (resources.ts: adminEdits).
 */
const devices: ResourceModule<'devices'> = {
  list: lazyWithTexts(['devices'], () => import('./DeviceList')),
  edit: lazyWithTexts(['devices'], () => import('./DeviceEdit')),
  show: lazyWithTexts(['devices'], () => import('./DeviceShow')),
  icon: DevicesOtherIcon,
  recordRepresentation: 'name',
};

export default devices;
