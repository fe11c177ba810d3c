import LocalOfferIcon from '@mui/icons-material/LocalOffer';
import type { ResourceModule } from '../../api/types';
import { lazyWithTexts } from '../../i18n/areaTexts';

const tags: ResourceModule<'tags'> = {
  list: lazyWithTexts(['catalogue'], () => import('./TagList')),
  edit: lazyWithTexts(['catalogue'], () => import('./TagEdit')),
  create: lazyWithTexts(['catalogue'], () => import('./TagCreate')),
  icon: LocalOfferIcon,
  recordRepresentation: 'name',
};

export default tags;
