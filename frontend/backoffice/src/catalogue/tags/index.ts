import { lazy } from 'react';
import LocalOfferIcon from '@mui/icons-material/LocalOffer';
import type { ResourceModule } from '../../api/types';

const tags: ResourceModule<'tags'> = {
  list: lazy(() => import('./TagList')),
  edit: lazy(() => import('./TagEdit')),
  create: lazy(() => import('./TagCreate')),
  icon: LocalOfferIcon,
  recordRepresentation: 'name',
};

export default tags;
