import { lazy } from 'react';
import FolderSpecialIcon from '@mui/icons-material/FolderSpecial';
import type { ResourceModule } from '../../api/types';

const projects: ResourceModule<'projects'> = {
  list: lazy(() => import('./ProjectList')),
  edit: lazy(() => import('./ProjectEdit')),
  create: lazy(() => import('./ProjectCreate')),
  icon: FolderSpecialIcon,
  recordRepresentation: 'name',
};

export default projects;
