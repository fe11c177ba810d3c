import TabletIcon from '@mui/icons-material/TabletMac';
import type { ResourceModule } from '../../api/types';
import { lazyWithTexts } from '../../i18n/areaTexts';

const terminals: ResourceModule<'time-tracking-terminals'> = {
  list: lazyWithTexts(['timetracking'], () => import('./TerminalList')),
  edit: lazyWithTexts(['timetracking'], () => import('./TerminalEdit')),
  create: lazyWithTexts(['timetracking'], () => import('./TerminalCreate')),
  icon: TabletIcon,
  recordRepresentation: 'name',
};

export default terminals;
