import { lazy } from 'react';
import SlideshowIcon from '@mui/icons-material/Slideshow';
import type { ResourceModule } from '../../api/types';

/** 'Szenen': full-screen compositions of the TVs (a menu board or content blocks). */
const scenes: ResourceModule<'scenes'> = {
  list: lazy(() => import('./SceneList')),
  edit: lazy(() => import('./SceneEdit')),
  create: lazy(() => import('./SceneCreate')),
  icon: SlideshowIcon,
  recordRepresentation: 'name',
};

export default scenes;
