import { lazy } from 'react';
import DevicesOtherIcon from '@mui/icons-material/DevicesOther';
import type { ResourceModule } from '../../api/types';

/** 'Geräte': devices are paired from the list ('Gerät koppeln'), never created empty. */
const devices: ResourceModule<'devices'> = {
  list: lazy(() => import('./DeviceList')),
  edit: lazy(() => import('./DeviceEdit')),
  icon: DevicesOtherIcon,
  recordRepresentation: 'name',
};

export default devices;
