import { lazy } from 'react';
import CorporateFareIcon from '@mui/icons-material/CorporateFare';
import type { ResourceModule } from '../../api/types';

const divisions: ResourceModule<'divisions'> = {
  list: lazy(() => import('./DivisionList')),
  edit: lazy(() => import('./DivisionEdit')),
  create: lazy(() => import('./DivisionCreate')),
  icon: CorporateFareIcon,
  recordRepresentation: 'name',
};

export default divisions;
