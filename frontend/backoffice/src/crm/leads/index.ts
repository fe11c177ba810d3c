import ContactMailIcon from '@mui/icons-material/ContactMail';
import type { ResourceModule } from '../../api/types';
import { lazyWithTexts } from '../../i18n/areaTexts';

const leads: ResourceModule<'analytics-leads'> = {
  list: lazyWithTexts(['crm'], () => import('./LeadList')),
  edit: lazyWithTexts(['crm'], () => import('./LeadEdit')),
  create: lazyWithTexts(['crm'], () => import('./LeadCreate')),
  icon: ContactMailIcon,
  recordRepresentation: (record) => `${record.firstName} ${record.lastName}`.trim() || record.email,
};

export default leads;
