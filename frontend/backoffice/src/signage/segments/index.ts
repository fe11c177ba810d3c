import MovieIcon from '@mui/icons-material/MovieOutlined';
import type { ResourceModule } from '../../api/types';
import { lazyWithTexts } from '../../i18n/areaTexts';

/** 'Filmsequenzen': scenes played one after the other, each for its duration. */
const segments: ResourceModule<'digital-signage-segments'> = {
  list: lazyWithTexts(['signage'], () => import('./SegmentList')),
  edit: lazyWithTexts(['signage'], () => import('./SegmentEdit')),
  create: lazyWithTexts(['signage'], () => import('./SegmentCreate')),
  icon: MovieIcon,
  recordRepresentation: 'name',
};

export default segments;
