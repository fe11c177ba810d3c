import { lazy } from 'react';
import AssignmentIcon from '@mui/icons-material/Assignment';
import type { ResourceModule } from '../../api/types';

const tasks: ResourceModule<'tasks'> = {
  list: lazy(() => import('./TaskList')),
  edit: lazy(() => import('./TaskEdit')),
  create: lazy(() => import('./TaskCreate')),
  icon: AssignmentIcon,
  recordRepresentation: 'title',
};

export default tasks;
