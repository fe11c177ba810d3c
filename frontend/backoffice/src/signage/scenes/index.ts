import SlideshowIcon from '@mui/icons-material/Slideshow';
import type { ResourceModule } from '../../api/types';
import { lazyWithTexts } from '../../i18n/areaTexts';

/** 'Szenen': full-screen compositions of the TVs (a menu board or content blocks). */
const scenes: ResourceModule<'scenes'> = {
  list: lazyWithTexts(['signage'], () => import('./SceneList')),
  edit: lazyWithTexts(['signage'], () => import('./SceneEdit')),
  create: lazyWithTexts(['signage'], () => import('./SceneCreate')),
  icon: SlideshowIcon,
  recordRepresentation: 'name',
};

export default scenes;
