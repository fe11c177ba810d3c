import PinIcon from '@mui/icons-material/Pin';
import type { ResourceModule } from '../../api/types';
import { lazyWithTexts } from '../../i18n/areaTexts';

const people: ResourceModule<'time-tracking-people'> = {
  list: lazyWithTexts(['timetracking'], () => import('./PersonList')),
  edit: lazyWithTexts(['timetracking'], () => import('./PersonEdit')),
  create: lazyWithTexts(['timetracking'], () => import('./PersonCreate')),
  icon: PinIcon,
  recordRepresentation: 'fullName',
};

export default people;
