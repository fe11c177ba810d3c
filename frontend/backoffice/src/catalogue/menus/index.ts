import MenuBookIcon from '@mui/icons-material/MenuBook';
import type { ResourceModule } from '../../api/types';
import { lazyWithTexts } from '../../i18n/areaTexts';

const menus: ResourceModule<'menus'> = {
  list: lazyWithTexts(['catalogue'], () => import('./MenuList')),
  edit: lazyWithTexts(['catalogue'], () => import('./MenuEdit')),
  create: lazyWithTexts(['catalogue'], () => import('./MenuCreate')),
  icon: MenuBookIcon,
  recordRepresentation: 'name',
};

export default menus;
