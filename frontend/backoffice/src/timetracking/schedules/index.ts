import { lazy } from 'react';
import EventNoteIcon from '@mui/icons-material/EventNote';
import type { ResourceModule } from '../../api/types';

const workingSchedules: ResourceModule<'working-schedules'> = {
  list: lazy(() => import('./ScheduleList')),
  edit: lazy(() => import('./ScheduleEdit')),
  create: lazy(() => import('./ScheduleCreate')),
  icon: EventNoteIcon,
  recordRepresentation: (record) => `${record.personName}, ${record.start.slice(0, 10)}`,
};

export default workingSchedules;
