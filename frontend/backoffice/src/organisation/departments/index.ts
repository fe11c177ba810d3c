import WorkspacesIcon from '@mui/icons-material/Workspaces';
import type { ResourceModule } from '../../api/types';
import { lazyWithTexts } from '../../i18n/areaTexts';

const departments: ResourceModule<'departments'> = {
  list: lazyWithTexts(['organisation'], () => import('./DepartmentList')),
  edit: lazyWithTexts(['organisation'], () => import('./DepartmentEdit')),
  create: lazyWithTexts(['organisation'], () => import('./DepartmentCreate')),
  icon: WorkspacesIcon,
  recordRepresentation: 'name',
};

export default departments;
