import { lazy } from 'react';
import PeopleIcon from '@mui/icons-material/People';
import type { ResourceModule } from '../../api/types';

const customers: ResourceModule<'customers'> = {
  list: lazy(() => import('./CustomerList')),
  show: lazy(() => import('./CustomerShow')),
  edit: lazy(() => import('./CustomerEdit')),
  create: lazy(() => import('./CustomerCreate')),
  icon: PeopleIcon,
  recordRepresentation: (record) => record.name || record.email || record.phone,
};

export default customers;
