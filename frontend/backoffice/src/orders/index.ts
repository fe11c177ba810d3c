import ReceiptLongIcon from '@mui/icons-material/ReceiptLong';
import type { ResourceModule } from '../api/types';
import { lazyWithTexts } from '../i18n/areaTexts';

const orders: ResourceModule<'orders'> = {
  list: lazyWithTexts(['orders', 'devices'], () => import('./history/OrderList')),
  show: lazyWithTexts(['orders', 'devices'], () => import('./detail/OrderShow')),
  // no edit screen: #/orders/{id} opens the detail page (deep link)
  edit: lazyWithTexts(['orders', 'devices'], () => import('./detail/OrderDeepLink')),
  // the phone order (POST /api/orders like the storefront)
  create: lazyWithTexts(['orders', 'devices'], () => import('./create/OrderCreate')),
  icon: ReceiptLongIcon,
  recordRepresentation: (record) => `Ticket ${record.ticketNumber}`,
};

export default orders;
