import { lazy } from 'react';
import WallpaperIcon from '@mui/icons-material/Wallpaper';
import type { ResourceModule } from '../../api/types';

/** 'Bildvorlagen': templates of social media pictures, filled from products or typed values (docs/imaging.md). */
const imageTemplates: ResourceModule<'image-templates'> = {
  list: lazy(() => import('./TemplateList')),
  edit: lazy(() => import('./TemplateEdit')),
  create: lazy(() => import('./TemplateCreate')),
  icon: WallpaperIcon,
  recordRepresentation: 'name',
};

export default imageTemplates;
