import { lazy } from 'react';
import TableRestaurantIcon from '@mui/icons-material/TableRestaurant';
import type { ResourceModule } from '../../api/types';

const tables: ResourceModule<'tables'> = {
  list: lazy(() => import('./TableList')),
  edit: lazy(() => import('./TableEdit')),
  create: lazy(() => import('./TableCreate')),
  icon: TableRestaurantIcon,
  recordRepresentation: 'identifier',
};

export default tables;
