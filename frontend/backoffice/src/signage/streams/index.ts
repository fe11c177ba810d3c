import { lazy } from 'react';
import ScheduleIcon from '@mui/icons-material/Schedule';
import type { ResourceModule } from '../../api/types';

/** 'Streams': which Filmsequenz plays on which weekdays and at what time of day. */
const streams: ResourceModule<'digital-signage-streams'> = {
  list: lazy(() => import('./StreamList')),
  edit: lazy(() => import('./StreamEdit')),
  create: lazy(() => import('./StreamCreate')),
  icon: ScheduleIcon,
  recordRepresentation: 'name',
};

export default streams;
