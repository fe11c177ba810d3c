import MenuOpenIcon from '@mui/icons-material/MenuOpen';
import type { ResourceModule } from '../../api/types';
import { lazyWithTexts } from '../../i18n/areaTexts';

const navigations: ResourceModule<'navigations'> = {
  list: lazyWithTexts(['cms'], () => import('./NavigationList')),
  edit: lazyWithTexts(['cms'], () => import('./NavigationEdit')),
  create: lazyWithTexts(['cms'], () => import('./NavigationCreate')),
  icon: MenuOpenIcon,
  recordRepresentation: 'identifier',
};

export default navigations;
