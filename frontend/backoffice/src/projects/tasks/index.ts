import AssignmentIcon from '@mui/icons-material/Assignment';
import type { ResourceModule } from '../../api/types';
import { lazyWithTexts } from '../../i18n/areaTexts';

const tasks: ResourceModule<'tasks'> = {
  list: lazyWithTexts(['projects'], () => import('./TaskList')),
  edit: lazyWithTexts(['projects'], () => import('./TaskEdit')),
  create: lazyWithTexts(['projects'], () => import('./TaskCreate')),
  icon: AssignmentIcon,
  recordRepresentation: 'title',
};

export default tasks;
