import { lazy } from 'react';
import WebIcon from '@mui/icons-material/Web';
import type { ResourceModule } from '../../api/types';

const sites: ResourceModule<'sites'> = {
  list: lazy(() => import('./SiteList')),
  edit: lazy(() => import('./SiteEdit')),
  create: lazy(() => import('./SiteCreate')),
  icon: WebIcon,
  recordRepresentation: 'name',
};

export default sites;
