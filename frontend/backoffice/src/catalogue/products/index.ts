import { lazy } from 'react';
import RestaurantMenuIcon from '@mui/icons-material/RestaurantMenu';
import type { ResourceModule } from '../../api/types';

const products: ResourceModule<'products'> = {
  list: lazy(() => import('./ProductList')),
  edit: lazy(() => import('./ProductEdit')),
  create: lazy(() => import('./ProductCreate')),
  icon: RestaurantMenuIcon,
  recordRepresentation: 'name',
};

export default products;
