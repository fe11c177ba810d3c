import { lazy } from 'react';
import BadgeIcon from '@mui/icons-material/Badge';
import type { ResourceModule } from '../../api/types';

const externalUsers: ResourceModule<'external-users'> = {
  list: lazy(() => import('./ExternalUserList')),
  edit: lazy(() => import('./ExternalUserEdit')),
  create: lazy(() => import('./ExternalUserCreate')),
  icon: BadgeIcon,
  recordRepresentation: (record) => `${record.firstName} ${record.lastName}`.trim(),
};

export default externalUsers;
