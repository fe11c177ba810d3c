import FolderSpecialIcon from '@mui/icons-material/FolderSpecial';
import type { ResourceModule } from '../../api/types';
import { lazyWithTexts } from '../../i18n/areaTexts';

const projects: ResourceModule<'projects'> = {
  list: lazyWithTexts(['projects'], () => import('./ProjectList')),
  edit: lazyWithTexts(['projects'], () => import('./ProjectEdit')),
  create: lazyWithTexts(['projects'], () => import('./ProjectCreate')),
  icon: FolderSpecialIcon,
  recordRepresentation: 'name',
};

export default projects;
