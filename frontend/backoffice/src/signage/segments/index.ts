import { lazy } from 'react';
import MovieIcon from '@mui/icons-material/MovieOutlined';
import type { ResourceModule } from '../../api/types';

/** 'Filmsequenzen': scenes played one after the other, each for its duration. */
const segments: ResourceModule<'digital-signage-segments'> = {
  list: lazy(() => import('./SegmentList')),
  edit: lazy(() => import('./SegmentEdit')),
  create: lazy(() => import('./SegmentCreate')),
  icon: MovieIcon,
  recordRepresentation: 'name',
};

export default segments;
