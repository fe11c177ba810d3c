import { lazy } from 'react';
import HistoryIcon from '@mui/icons-material/History';
import type { RaRecord } from 'react-admin';
import type { ResourceModule } from '../types';

const logs: ResourceModule = {
  list: lazy(() => import('./LogList')),
  show: lazy(() => import('./LogShow')),
  icon: HistoryIcon,
  recordRepresentation: (record: RaRecord) => `${record.entity ?? ''} ${record.entityLabel ?? record.entityId ?? ''}`.trim(),
};

export default logs;
