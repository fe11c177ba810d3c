import { lazy } from 'react';
import PeopleIcon from '@mui/icons-material/People';
import type { RaRecord } from 'react-admin';
import { formatUserName } from '../../authProvider';
import type { ResourceModule } from '../types';

const users: ResourceModule = {
  list: lazy(() => import('./UserList')),
  edit: lazy(() => import('./UserEdit')),
  create: lazy(() => import('./UserCreate')),
  icon: PeopleIcon,
  recordRepresentation: (record: RaRecord) =>
    formatUserName({ email: record.email, firstName: record.firstName, lastName: record.lastName }),
};

export default users;
