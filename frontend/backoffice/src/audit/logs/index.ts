import { lazy } from 'react';
import HistoryIcon from '@mui/icons-material/History';
import type { ResourceModule } from '../../api/types';
import { entityLabel } from './entities';

const logs: ResourceModule<'logs'> = {
  list: lazy(() => import('./LogList')),
  show: lazy(() => import('./LogShow')),
  icon: HistoryIcon,
  recordRepresentation: (record) =>
    `${entityLabel(record.entity, record.entityType)} ${record.entityLabel ?? record.entityId ?? ''}`.trim(),
};

export default logs;
