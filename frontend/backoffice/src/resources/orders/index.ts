import { lazy } from 'react';
import ReceiptLongIcon from '@mui/icons-material/ReceiptLong';
import type { ResourceModule } from '../types';

const orders: ResourceModule<'orders'> = {
  list: lazy(() => import('./OrderList')),
  show: lazy(() => import('./OrderShow')),
  icon: ReceiptLongIcon,
  recordRepresentation: (record) => `Ticket ${record.ticketNumber}`,
};

export default orders;
