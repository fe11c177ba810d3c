import { lazy } from 'react';
import PeopleIcon from '@mui/icons-material/People';
import { formatUserName } from '../../api/authProvider';
import type { ResourceModule } from '../../api/types';

const users: ResourceModule<'users'> = {
  list: lazy(() => import('./UserList')),
  edit: lazy(() => import('./UserEdit')),
  create: lazy(() => import('./UserCreate')),
  icon: PeopleIcon,
  recordRepresentation: (record) => formatUserName(record),
};

export default users;
