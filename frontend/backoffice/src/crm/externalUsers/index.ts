import BadgeIcon from '@mui/icons-material/Badge';
import type { ResourceModule } from '../../api/types';
import { lazyWithTexts } from '../../i18n/areaTexts';

const externalUsers: ResourceModule<'external-users'> = {
  list: lazyWithTexts(['crm'], () => import('./ExternalUserList')),
  edit: lazyWithTexts(['crm'], () => import('./ExternalUserEdit')),
  create: lazyWithTexts(['crm'], () => import('./ExternalUserCreate')),
  icon: BadgeIcon,
  recordRepresentation: (record) => `${record.firstName} ${record.lastName}`.trim(),
};

export default externalUsers;
