import RestaurantMenuIcon from '@mui/icons-material/RestaurantMenu';
import type { ResourceModule } from '../../api/types';
import { lazyWithTexts } from '../../i18n/areaTexts';

const products: ResourceModule<'products'> = {
  list: lazyWithTexts(['catalogue'], () => import('./ProductList')),
  edit: lazyWithTexts(['catalogue'], () => import('./ProductEdit')),
  create: lazyWithTexts(['catalogue'], () => import('./ProductCreate')),
  icon: RestaurantMenuIcon,
  recordRepresentation: 'name',
};

export default products;
