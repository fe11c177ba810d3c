import { lazy } from 'react';
import AutoAwesomeIcon from '@mui/icons-material/AutoAwesome';
import type { ResourceModule } from '../../api/types';

/** 'KI-Anfragen' (administrators): the log of every request to the AI provider (backend contentai). */
const aiRequests: ResourceModule<'content-ai/requests'> = {
  list: lazy(() => import('./RequestList')),
  show: lazy(() => import('./RequestShow')),
  icon: AutoAwesomeIcon,
  recordRepresentation: (record) => `${record.kindLabel} ${record.id}`,
};

export default aiRequests;
