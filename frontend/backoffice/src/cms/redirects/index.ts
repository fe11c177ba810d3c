import { lazy } from 'react';
import AltRouteIcon from '@mui/icons-material/AltRoute';
import type { ResourceModule } from '../../api/types';

const redirects: ResourceModule<'redirects'> = {
  list: lazy(() => import('./RedirectList')),
  edit: lazy(() => import('./RedirectEdit')),
  create: lazy(() => import('./RedirectCreate')),
  icon: AltRouteIcon,
  recordRepresentation: 'path',
};

export default redirects;
