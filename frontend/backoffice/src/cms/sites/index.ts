import WebIcon from '@mui/icons-material/Web';
import type { ResourceModule } from '../../api/types';
import { lazyWithTexts } from '../../i18n/areaTexts';

const sites: ResourceModule<'sites'> = {
  list: lazyWithTexts(['cms', 'contentAi'], () => import('./SiteList')),
  edit: lazyWithTexts(['cms', 'contentAi'], () => import('./SiteEdit')),
  create: lazyWithTexts(['cms', 'contentAi'], () => import('./SiteCreate')),
  icon: WebIcon,
  recordRepresentation: 'name',
};

export default sites;
