import { lazy } from 'react';
import CategoryIcon from '@mui/icons-material/Category';
import type { ResourceModule } from '../../api/types';

const categories: ResourceModule<'categories'> = {
  list: lazy(() => import('./CategoryList')),
  edit: lazy(() => import('./CategoryEdit')),
  create: lazy(() => import('./CategoryCreate')),
  icon: CategoryIcon,
  recordRepresentation: 'name',
};

export default categories;
