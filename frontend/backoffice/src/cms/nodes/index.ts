import ArticleIcon from '@mui/icons-material/Article';
import type { ResourceModule } from '../../api/types';
import { nodeName } from '../contentSummary';
import { lazyWithTexts } from '../../i18n/areaTexts';

const nodes: ResourceModule<'nodes'> = {
  list: lazyWithTexts(['cms'], () => import('./NodeList')),
  edit: lazyWithTexts(['cms'], () => import('./NodeEdit')),
  create: lazyWithTexts(['cms'], () => import('./NodeCreate')),
  icon: ArticleIcon,
  recordRepresentation: (node) => nodeName(node),
};

export default nodes;
