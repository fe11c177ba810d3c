import { lazy } from 'react';
import ReceiptLongIcon from '@mui/icons-material/ReceiptLong';
import type { ResourceModule } from '../api/types';

const orders: ResourceModule<'orders'> = {
  list: lazy(() => import('./history/OrderList')),
  show: lazy(() => import('./detail/OrderShow')),
  // no edit screen: #/orders/{id} opens the detail page (deep link)
  edit: lazy(() => import('./detail/OrderDeepLink')),
  // the phone order (POST /api/orders like the storefront)
  create: lazy(() => import('./create/OrderCreate')),
  icon: ReceiptLongIcon,
  recordRepresentation: (record) => `Ticket ${record.ticketNumber}`,
};

export default orders;
