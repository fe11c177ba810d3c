import VolunteerActivismIcon from '@mui/icons-material/VolunteerActivism';
import type { ResourceModule } from '../../api/types';
import { lazyWithTexts } from '../../i18n/areaTexts';

const donatees: ResourceModule<'donatees'> = {
  list: lazyWithTexts(['catalogue'], () => import('./DonateeList')),
  edit: lazyWithTexts(['catalogue'], () => import('./DonateeEdit')),
  create: lazyWithTexts(['catalogue'], () => import('./DonateeCreate')),
  icon: VolunteerActivismIcon,
  recordRepresentation: 'name',
};

export default donatees;
