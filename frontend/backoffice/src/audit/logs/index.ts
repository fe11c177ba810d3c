import HistoryIcon from '@mui/icons-material/History';
import type { ResourceModule } from '../../api/types';
import { entityLabel } from './entities';
import { ALL_AREAS, lazyWithTexts } from '../../i18n/areaTexts';

const logs: ResourceModule<'logs'> = {
  list: lazyWithTexts(ALL_AREAS, () => import('./LogList')),
  show: lazyWithTexts(ALL_AREAS, () => import('./LogShow')),
  icon: HistoryIcon,
  recordRepresentation: (record) =>
    `${entityLabel(record.entity, record.entityType)} ${record.entityLabel ?? record.entityId ?? ''}`.trim(),
};

export default logs;
