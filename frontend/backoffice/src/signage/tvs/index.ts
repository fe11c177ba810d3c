import TvIcon from '@mui/icons-material/Tv';
import type { ResourceModule } from '../../api/types';
import { lazyWithTexts } from '../../i18n/areaTexts';

/** 'TVs': a paired screen with its stream, orientation and resolution, the player's state and commands. */
const tvs: ResourceModule<'digital-signage-devices'> = {
  list: lazyWithTexts(['signage'], () => import('./TvList')),
  edit: lazyWithTexts(['signage'], () => import('./TvEdit')),
  create: lazyWithTexts(['signage'], () => import('./TvCreate')),
  icon: TvIcon,
  // the screen's name ('TV Theke'), not its number
  recordRepresentation: (tv) => tv.name || `TV ${tv.id}`,
};

export default tvs;
