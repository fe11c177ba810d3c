import PhotoLibraryIcon from '@mui/icons-material/PhotoLibrary';
import type { ResourceModule } from '../api/types';
import { lazyWithTexts } from '../i18n/areaTexts';

const images: ResourceModule<'images'> = {
  list: lazyWithTexts(['records', 'contentAi'], () => import('./ImageList')),
  edit: lazyWithTexts(['records', 'contentAi'], () => import('./ImageEdit')),
  create: lazyWithTexts(['records', 'contentAi'], () => import('./ImageCreate')),
  icon: PhotoLibraryIcon,
  recordRepresentation: (image) => image.alt || image.originalName || String(image.id),
};

export default images;
