import Box from '@mui/material/Box';
import {
  CreateButton,
  DataTable,
  ExportButton,
  FunctionField,
  List,
  ReferenceField,
  TopToolbar,
  useTranslate,
} from 'react-admin';
import { ReferenceAutocompleteFilter } from '../../components/ReferenceAutocompleteInput';
import type { QrCode } from '../../api/types';
import { bulkDelete, listProps, searchFilter } from '../../components/listDefaults';
import { QrDownloadCell } from './QrCodeDownloads';
import { QrLabelsButton } from './QrLabelsDialog';

const T = 'resources.qr-codes';

const filters = [
  searchFilter,
  <ReferenceAutocompleteFilter key="branch" source="branch" reference="branches" alwaysOn />,
];

function QrCodeListActions() {
  return (
    <TopToolbar>
      <QrLabelsButton />
      <CreateButton />
      <ExportButton />
    </TopToolbar>
  );
}

export default function QrCodeList() {
  const translate = useTranslate();
  return (
    <List {...listProps} filters={filters} actions={<QrCodeListActions />} sort={{ field: 'path', order: 'ASC' }}>
      <DataTable bulkActionButtons={bulkDelete}>
        <DataTable.Col source="path" />
        <DataTable.Col source="name" />
        <DataTable.Col source="targetKind">
          <FunctionField<QrCode> render={(code) => translate(`${T}.kinds.${code.targetKind}`)} />
        </DataTable.Col>
        <DataTable.Col source="branch">
          <ReferenceField source="branch" reference="branches" emptyText="–" />
        </DataTable.Col>
        <DataTable.Col source="targetUrl" disableSort>
          <FunctionField<QrCode>
            render={(code) => (
              <Box component="span" sx={{ wordBreak: 'break-all' }}>
                {code.targetUrl}
              </Box>
            )}
          />
        </DataTable.Col>
        <DataTable.NumberCol source="scansCount" />
        <DataTable.Col label={`${T}.download.title`} disableSort>
          <QrDownloadCell />
        </DataTable.Col>
      </DataTable>
    </List>
  );
}
