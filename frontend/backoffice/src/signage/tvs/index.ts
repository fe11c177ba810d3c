import { lazy } from 'react';
import TvIcon from '@mui/icons-material/Tv';
import type { ResourceModule } from '../../api/types';

/** 'TVs': a paired screen with its stream, orientation and resolution, the player's state and commands. */
const tvs: ResourceModule<'digital-signage-devices'> = {
  list: lazy(() => import('./TvList')),
  edit: lazy(() => import('./TvEdit')),
  create: lazy(() => import('./TvCreate')),
  icon: TvIcon,
  // the screen's name ('TV Theke'), not its number
  recordRepresentation: (tv) => tv.name || `TV ${tv.id}`,
};

export default tvs;
