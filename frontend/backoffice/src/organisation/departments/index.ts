import { lazy } from 'react';
import WorkspacesIcon from '@mui/icons-material/Workspaces';
import type { ResourceModule } from '../../api/types';

const departments: ResourceModule<'departments'> = {
  list: lazy(() => import('./DepartmentList')),
  edit: lazy(() => import('./DepartmentEdit')),
  create: lazy(() => import('./DepartmentCreate')),
  icon: WorkspacesIcon,
  recordRepresentation: 'name',
};

export default departments;
