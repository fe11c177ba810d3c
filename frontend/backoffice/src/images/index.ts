import { lazy } from 'react';
import PhotoLibraryIcon from '@mui/icons-material/PhotoLibrary';
import type { ResourceModule } from '../api/types';

const images: ResourceModule<'images'> = {
  list: lazy(() => import('./ImageList')),
  edit: lazy(() => import('./ImageEdit')),
  create: lazy(() => import('./ImageCreate')),
  icon: PhotoLibraryIcon,
  recordRepresentation: (image) => image.alt || image.originalName || String(image.id),
};

export default images;
