import { lazy } from 'react';
import VolunteerActivismIcon from '@mui/icons-material/VolunteerActivism';
import type { ResourceModule } from '../../api/types';

const donatees: ResourceModule<'donatees'> = {
  list: lazy(() => import('./DonateeList')),
  edit: lazy(() => import('./DonateeEdit')),
  create: lazy(() => import('./DonateeCreate')),
  icon: VolunteerActivismIcon,
  recordRepresentation: 'name',
};

export default donatees;
