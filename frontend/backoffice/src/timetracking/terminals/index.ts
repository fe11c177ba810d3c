import { lazy } from 'react';
import TabletIcon from '@mui/icons-material/TabletMac';
import type { ResourceModule } from '../../api/types';

const terminals: ResourceModule<'time-tracking-terminals'> = {
  list: lazy(() => import('./TerminalList')),
  edit: lazy(() => import('./TerminalEdit')),
  create: lazy(() => import('./TerminalCreate')),
  icon: TabletIcon,
  recordRepresentation: 'name',
};

export default terminals;
