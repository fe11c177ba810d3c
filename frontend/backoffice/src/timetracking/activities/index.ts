import TimerIcon from '@mui/icons-material/Timer';
import type { ResourceModule } from '../../api/types';
import { lazyWithTexts } from '../../i18n/areaTexts';

const workingActivities: ResourceModule<'working-activities'> = {
  list: lazyWithTexts(['timetracking'], () => import('./ActivityList')),
  edit: lazyWithTexts(['timetracking'], () => import('./ActivityEdit')),
  create: lazyWithTexts(['timetracking'], () => import('./ActivityCreate')),
  icon: TimerIcon,
  recordRepresentation: (record) => `${record.personName}, ${record.start.slice(0, 10)}`,
};

export default workingActivities;
