import { lazy } from 'react';
import ViewAgendaIcon from '@mui/icons-material/ViewAgenda';
import type { ResourceModule } from '../../api/types';

const blocks: ResourceModule<'blocks'> = {
  list: lazy(() => import('./BlockList')),
  edit: lazy(() => import('./BlockEdit')),
  create: lazy(() => import('./BlockCreate')),
  icon: ViewAgendaIcon,
  recordRepresentation: 'name',
};

export default blocks;
