import { lazy } from 'react';
import MenuOpenIcon from '@mui/icons-material/MenuOpen';
import type { ResourceModule } from '../../api/types';

const navigations: ResourceModule<'navigations'> = {
  list: lazy(() => import('./NavigationList')),
  edit: lazy(() => import('./NavigationEdit')),
  create: lazy(() => import('./NavigationCreate')),
  icon: MenuOpenIcon,
  recordRepresentation: 'identifier',
};

export default navigations;
