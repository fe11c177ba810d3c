import { lazy } from 'react';
import FontDownloadIcon from '@mui/icons-material/FontDownload';
import type { ResourceModule } from '../../api/types';

const fonts: ResourceModule<'fonts'> = {
  list: lazy(() => import('./FontList')),
  edit: lazy(() => import('./FontEdit')),
  create: lazy(() => import('./FontCreate')),
  icon: FontDownloadIcon,
  recordRepresentation: (font) => `${font.family} ${font.variant ?? ''}`.trim(),
};

export default fonts;
