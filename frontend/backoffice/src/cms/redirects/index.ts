import AltRouteIcon from '@mui/icons-material/AltRoute';
import type { ResourceModule } from '../../api/types';
import { lazyWithTexts } from '../../i18n/areaTexts';

const redirects: ResourceModule<'redirects'> = {
  list: lazyWithTexts(['cms'], () => import('./RedirectList')),
  edit: lazyWithTexts(['cms'], () => import('./RedirectEdit')),
  create: lazyWithTexts(['cms'], () => import('./RedirectCreate')),
  icon: AltRouteIcon,
  recordRepresentation: 'path',
};

export default redirects;
