import PeopleIcon from '@mui/icons-material/People';
import { formatUserName } from '../../api/authProvider';
import type { ResourceModule } from '../../api/types';
import { lazyWithTexts } from '../../i18n/areaTexts';

const users: ResourceModule<'users'> = {
  list: lazyWithTexts(['organisation'], () => import('./UserList')),
  edit: lazyWithTexts(['organisation'], () => import('./UserEdit')),
  create: lazyWithTexts(['organisation'], () => import('./UserCreate')),
  icon: PeopleIcon,
  recordRepresentation: (record) => formatUserName(record),
};

export default users;
