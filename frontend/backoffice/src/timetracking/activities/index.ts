import { lazy } from 'react';
import TimerIcon from '@mui/icons-material/Timer';
import type { ResourceModule } from '../../api/types';

const workingActivities: ResourceModule<'working-activities'> = {
  list: lazy(() => import('./ActivityList')),
  edit: lazy(() => import('./ActivityEdit')),
  create: lazy(() => import('./ActivityCreate')),
  icon: TimerIcon,
  recordRepresentation: (record) => `${record.personName}, ${record.start.slice(0, 10)}`,
};

export default workingActivities;
