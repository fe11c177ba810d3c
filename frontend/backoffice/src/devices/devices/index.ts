import { lazy } from 'react';
import DevicesOtherIcon from '@mui/icons-material/DevicesOther';
import type { ResourceModule } from '../../api/types';

/**
 * 'Geräte': devices are paired from the list ('Gerät koppeln'), never created empty. Administrators pair, edit and
 * delete; staff open a device's page with its checks and logs (resources.ts: adminEdits).
 */
const devices: ResourceModule<'devices'> = {
  list: lazy(() => import('./DeviceList')),
  edit: lazy(() => import('./DeviceEdit')),
  show: lazy(() => import('./DeviceShow')),
  icon: DevicesOtherIcon,
  recordRepresentation: 'name',
};

export default devices;
