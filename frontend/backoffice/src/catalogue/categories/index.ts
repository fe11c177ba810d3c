import CategoryIcon from '@mui/icons-material/Category';
import type { ResourceModule } from '../../api/types';
import { lazyWithTexts } from '../../i18n/areaTexts';

const categories: ResourceModule<'categories'> = {
  list: lazyWithTexts(['catalogue'], () => import('./CategoryList')),
  edit: lazyWithTexts(['catalogue'], () => import('./CategoryEdit')),
  create: lazyWithTexts(['catalogue'], () => import('./CategoryCreate')),
  icon: CategoryIcon,
  recordRepresentation: 'name',
};

export default categories;
