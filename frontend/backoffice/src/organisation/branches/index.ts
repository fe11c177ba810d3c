import { lazy } from 'react';
import StorefrontIcon from '@mui/icons-material/Storefront';
import type { ResourceModule } from '../../api/types';

const branches: ResourceModule<'branches'> = {
  list: lazy(() => import('./BranchList')),
  edit: lazy(() => import('./BranchEdit')),
  create: lazy(() => import('./BranchCreate')),
  icon: StorefrontIcon,
  recordRepresentation: 'name',
};

export default branches;
