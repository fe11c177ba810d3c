import { lazy } from 'react';
import ArticleIcon from '@mui/icons-material/Article';
import type { ResourceModule } from '../../api/types';
import { nodeName } from '../contentSummary';

const nodes: ResourceModule<'nodes'> = {
  list: lazy(() => import('./NodeList')),
  edit: lazy(() => import('./NodeEdit')),
  create: lazy(() => import('./NodeCreate')),
  icon: ArticleIcon,
  recordRepresentation: (node) => nodeName(node),
};

export default nodes;
