import InboxIcon from '@mui/icons-material/Inbox';
import type { ResourceModule } from '../../api/types';
import { lazyWithTexts } from '../../i18n/areaTexts';

/** 'Anfragen': what visitors sent through the website's forms (read, export, delete for admins). */
const formSubmissions: ResourceModule<'form-submissions'> = {
  list: lazyWithTexts(['content'], () => import('./SubmissionList')),
  show: lazyWithTexts(['content'], () => import('./SubmissionShow')),
  icon: InboxIcon,
  recordRepresentation: (record) => `${record.formName} #${record.id}`,
};

export default formSubmissions;
