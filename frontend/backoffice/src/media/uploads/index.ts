import AttachFileIcon from '@mui/icons-material/AttachFile';
import type { ResourceModule } from '../../api/types';
import { lazyWithTexts } from '../../i18n/areaTexts';

const uploads: ResourceModule<'uploads'> = {
  list: lazyWithTexts(['records'], () => import('./UploadList')),
  icon: AttachFileIcon,
  recordRepresentation: (upload) => upload.originalName || `${upload.id}-${upload.version}.${upload.extension}`,
};

export default uploads;
