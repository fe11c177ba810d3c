import FontDownloadIcon from '@mui/icons-material/FontDownload';
import type { ResourceModule } from '../../api/types';
import { lazyWithTexts } from '../../i18n/areaTexts';

const fonts: ResourceModule<'fonts'> = {
  list: lazyWithTexts(['cms'], () => import('./FontList')),
  edit: lazyWithTexts(['cms'], () => import('./FontEdit')),
  create: lazyWithTexts(['cms'], () => import('./FontCreate')),
  icon: FontDownloadIcon,
  recordRepresentation: (font) => `${font.family} ${font.variant ?? ''}`.trim(),
};

export default fonts;
