import WallpaperIcon from '@mui/icons-material/Wallpaper';
import type { ResourceModule } from '../../api/types';
import { lazyWithTexts } from '../../i18n/areaTexts';

/** 'Bildvorlagen': templates of social media pictures, filled from products or typed values (docs/imaging.md). */
const imageTemplates: ResourceModule<'image-templates'> = {
  list: lazyWithTexts(['imaging'], () => import('./TemplateList')),
  edit: lazyWithTexts(['imaging'], () => import('./TemplateEdit')),
  create: lazyWithTexts(['imaging'], () => import('./TemplateCreate')),
  icon: WallpaperIcon,
  recordRepresentation: 'name',
};

export default imageTemplates;
