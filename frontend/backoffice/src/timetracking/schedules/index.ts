import EventNoteIcon from '@mui/icons-material/EventNote';
import type { ResourceModule } from '../../api/types';
import { lazyWithTexts } from '../../i18n/areaTexts';

const workingSchedules: ResourceModule<'working-schedules'> = {
  list: lazyWithTexts(['timetracking'], () => import('./ScheduleList')),
  edit: lazyWithTexts(['timetracking'], () => import('./ScheduleEdit')),
  create: lazyWithTexts(['timetracking'], () => import('./ScheduleCreate')),
  icon: EventNoteIcon,
  recordRepresentation: (record) => `${record.personName}, ${record.start.slice(0, 10)}`,
};

export default workingSchedules;
