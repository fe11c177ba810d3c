import ViewAgendaIcon from '@mui/icons-material/ViewAgenda';
import type { ResourceModule } from '../../api/types';
import { lazyWithTexts } from '../../i18n/areaTexts';

const blocks: ResourceModule<'blocks'> = {
  list: lazyWithTexts(['cms'], () => import('./BlockList')),
  edit: lazyWithTexts(['cms'], () => import('./BlockEdit')),
  create: lazyWithTexts(['cms'], () => import('./BlockCreate')),
  icon: ViewAgendaIcon,
  recordRepresentation: 'name',
};

export default blocks;
