import TableRestaurantIcon from '@mui/icons-material/TableRestaurant';
import type { ResourceModule } from '../../api/types';
import { lazyWithTexts } from '../../i18n/areaTexts';

const tables: ResourceModule<'tables'> = {
  list: lazyWithTexts(['organisation'], () => import('./TableList')),
  edit: lazyWithTexts(['organisation'], () => import('./TableEdit')),
  create: lazyWithTexts(['organisation'], () => import('./TableCreate')),
  icon: TableRestaurantIcon,
  recordRepresentation: 'identifier',
};

export default tables;
