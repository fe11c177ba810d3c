import { lazy } from 'react';
import InboxIcon from '@mui/icons-material/Inbox';
import type { ResourceModule } from '../../api/types';

/** 'Anfragen': what visitors sent through the website's forms (read, export, delete for admins). */
const formSubmissions: ResourceModule<'form-submissions'> = {
  list: lazy(() => import('./SubmissionList')),
  show: lazy(() => import('./SubmissionShow')),
  icon: InboxIcon,
  recordRepresentation: (record) => `${record.formName} #${record.id}`,
};

export default formSubmissions;
