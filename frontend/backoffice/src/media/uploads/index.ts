import { lazy } from 'react';
import AttachFileIcon from '@mui/icons-material/AttachFile';
import type { ResourceModule } from '../../api/types';

const uploads: ResourceModule<'uploads'> = {
  list: lazy(() => import('./UploadList')),
  icon: AttachFileIcon,
  recordRepresentation: (upload) => upload.originalName || `${upload.id}-${upload.version}.${upload.extension}`,
};

export default uploads;
