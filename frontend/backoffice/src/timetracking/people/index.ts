import { lazy } from 'react';
import PinIcon from '@mui/icons-material/Pin';
import type { ResourceModule } from '../../api/types';

const people: ResourceModule<'time-tracking-people'> = {
  list: lazy(() => import('./PersonList')),
  edit: lazy(() => import('./PersonEdit')),
  create: lazy(() => import('./PersonCreate')),
  icon: PinIcon,
  recordRepresentation: 'fullName',
};

export default people;
