import { lazy } from 'react';
import ContactMailIcon from '@mui/icons-material/ContactMail';
import type { ResourceModule } from '../../api/types';

const leads: ResourceModule<'analytics-leads'> = {
  list: lazy(() => import('./LeadList')),
  edit: lazy(() => import('./LeadEdit')),
  create: lazy(() => import('./LeadCreate')),
  icon: ContactMailIcon,
  recordRepresentation: (record) => `${record.firstName} ${record.lastName}`.trim() || record.email,
};

export default leads;
