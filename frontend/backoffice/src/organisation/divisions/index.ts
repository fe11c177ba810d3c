import CorporateFareIcon from '@mui/icons-material/CorporateFare';
import type { ResourceModule } from '../../api/types';
import { lazyWithTexts } from '../../i18n/areaTexts';

const divisions: ResourceModule<'divisions'> = {
  list: lazyWithTexts(['organisation'], () => import('./DivisionList')),
  edit: lazyWithTexts(['organisation'], () => import('./DivisionEdit')),
  create: lazyWithTexts(['organisation'], () => import('./DivisionCreate')),
  icon: CorporateFareIcon,
  recordRepresentation: 'name',
};

export default divisions;
