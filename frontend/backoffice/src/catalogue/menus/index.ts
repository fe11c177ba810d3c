import { lazy } from 'react';
import MenuBookIcon from '@mui/icons-material/MenuBook';
import type { ResourceModule } from '../../api/types';

const menus: ResourceModule<'menus'> = {
  list: lazy(() => import('./MenuList')),
  edit: lazy(() => import('./MenuEdit')),
  create: lazy(() => import('./MenuCreate')),
  icon: MenuBookIcon,
  recordRepresentation: 'name',
};

export default menus;
