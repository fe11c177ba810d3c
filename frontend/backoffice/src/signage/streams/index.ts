import ScheduleIcon from '@mui/icons-material/Schedule';
import type { ResourceModule } from '../../api/types';
import { lazyWithTexts } from '../../i18n/areaTexts';

/** 'Streams': which Filmsequenz plays on which weekdays and at what time of day. */
const streams: ResourceModule<'digital-signage-streams'> = {
  list: lazyWithTexts(['signage'], () => import('./StreamList')),
  edit: lazyWithTexts(['signage'], () => import('./StreamEdit')),
  create: lazyWithTexts(['signage'], () => import('./StreamCreate')),
  icon: ScheduleIcon,
  recordRepresentation: 'name',
};

export default streams;
