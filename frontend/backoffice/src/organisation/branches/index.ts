import StorefrontIcon from '@mui/icons-material/Storefront';
import type { ResourceModule } from '../../api/types';
import { lazyWithTexts } from '../../i18n/areaTexts';

const branches: ResourceModule<'branches'> = {
  list: lazyWithTexts(['organisation', 'orders'], () => import('./BranchList')),
  edit: lazyWithTexts(['organisation', 'orders'], () => import('./BranchEdit')),
  create: lazyWithTexts(['organisation', 'orders'], () => import('./BranchCreate')),
  icon: StorefrontIcon,
  recordRepresentation: 'name',
};

export default branches;
