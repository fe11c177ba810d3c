import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import {
  DataTable,
  DeleteWithConfirmButton,
  FunctionField,
  List,
  SelectInput,
  usePermissions,
  useRecordContext,
  useTranslate,
} from 'react-admin';
import { formatDateTime } from '@bestellwerk/common/format';
import { isAdmin } from '../../api/authProvider';
import type { UploadDetail } from '../../api/types';
import { listProps, searchFilter } from '../../components/listDefaults';
import { formatFileSize } from './fileSize';

const T = 'resources.uploads';

const filters = [
  searchFilter,
  <SelectInput
    key="purpose"
    source="purpose"
    choices={[
      { id: 'image', name: `${T}.purposes.image` },
      { id: 'file', name: `${T}.purposes.file` },
    ]}
    alwaysOn
  />,
];

function Preview() {
  const upload = useRecordContext<UploadDetail>();
  const translate = useTranslate();
  if (!upload) return null;
  return (
    <Box sx={{ width: 64, height: 64, display: 'grid', placeItems: 'center', bgcolor: 'action.hover' }}>
      {upload.previewUrl ? (
        <img
          src={upload.previewUrl}
          alt={upload.originalName || translate(`${T}.unnamed`)}
          loading="lazy"
          style={{ maxWidth: '100%', maxHeight: '100%', objectFit: 'contain' }}
        />
      ) : (
        <Typography variant="caption" color="text.secondary" sx={{ textAlign: 'center' }}>
          {translate(`${T}.noPreview`)}
        </Typography>
      )}
    </Box>
  );
}

function OpenLink() {
  const upload = useRecordContext<UploadDetail>();
  const translate = useTranslate();
  if (!upload) return null;
  return (
    <Button
      href={upload.url}
      target="_blank"
      rel="noopener"
      size="small"
      startIcon={<OpenInNewIcon />}
      aria-label={translate(`${T}.openLabel`, { name: upload.originalName || translate(`${T}.unnamed`) })}
    >
      {translate(`${T}.open`)}
    </Button>
  );
}

export default function UploadList() {
  const { permissions } = usePermissions();
  const admin = isAdmin(permissions);
  return (
    <List {...listProps} filters={filters} sort={{ field: 'createdAt', order: 'DESC' }} exporter={false}>
      <DataTable bulkActionButtons={false} rowClick={false}>
        <DataTable.Col source="previewUrl" disableSort>
          <Preview />
        </DataTable.Col>
        <DataTable.Col source="originalName">
          <FunctionField<UploadDetail>
            source="originalName"
            render={(upload) => upload.originalName || `${upload.id}-${upload.version}.${upload.extension}`}
          />
        </DataTable.Col>
        <DataTable.Col source="mimeType" />
        <DataTable.Col source="size">
          <FunctionField<UploadDetail> source="size" render={(upload) => formatFileSize(upload.size)} />
        </DataTable.Col>
        <DataTable.Col source="createdAt">
          <FunctionField<UploadDetail> source="createdAt" render={(upload) => formatDateTime(upload.createdAt)} />
        </DataTable.Col>
        <DataTable.Col source="url" disableSort>
          <OpenLink />
        </DataTable.Col>
        {admin ? (
          <DataTable.Col disableSort>
            <DeleteWithConfirmButton mutationMode="pessimistic" />
          </DataTable.Col>
        ) : null}
      </DataTable>
    </List>
  );
}
