import PeopleIcon from '@mui/icons-material/People';
import type { ResourceModule } from '../../api/types';
import { lazyWithTexts } from '../../i18n/areaTexts';

const customers: ResourceModule<'customers'> = {
  list: lazyWithTexts(['crm'], () => import('./CustomerList')),
  show: lazyWithTexts(['crm'], () => import('./CustomerShow')),
  edit: lazyWithTexts(['crm'], () => import('./CustomerEdit')),
  create: lazyWithTexts(['crm'], () => import('./CustomerCreate')),
  icon: PeopleIcon,
  recordRepresentation: (record) => record.name || record.email || record.phone,
};

export default customers;
