import AutoAwesomeIcon from '@mui/icons-material/AutoAwesome';
import type { ResourceModule } from '../../api/types';
import { lazyWithTexts } from '../../i18n/areaTexts';

/** 'KI-Anfragen' (administrators): the log of every request to the AI provider (backend contentai). */
const aiRequests: ResourceModule<'content-ai/requests'> = {
  list: lazyWithTexts(['contentAi'], () => import('./RequestList')),
  show: lazyWithTexts(['contentAi'], () => import('./RequestShow')),
  icon: AutoAwesomeIcon,
  recordRepresentation: (record) => `${record.kindLabel} ${record.id}`,
};

export default aiRequests;
