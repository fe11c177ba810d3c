import {
  AutocompleteInput,
  CreateButton,
  DataTable,
  ExportButton,
  List,
  ReferenceField,
  ReferenceInput,
  TopToolbar,
} from 'react-admin';
import { bulkDelete, listProps, searchFilter } from '../../components/listDefaults';
import { LabelsButton } from './LabelsDialog';
import { TableQrCell } from './TableQrCode';

const filters = [
  searchFilter,
  <ReferenceInput key="branch" source="branch" reference="branches" alwaysOn>
    <AutocompleteInput />
  </ReferenceInput>,
];

function TableListActions() {
  return (
    <TopToolbar>
      <LabelsButton />
      <CreateButton />
      <ExportButton />
    </TopToolbar>
  );
}

export default function TableList() {
  return (
    <List {...listProps} filters={filters} actions={<TableListActions />} sort={{ field: 'identifier', order: 'ASC' }}>
      <DataTable bulkActionButtons={bulkDelete}>
        <DataTable.Col source="identifier" />
        <DataTable.Col source="branch">
          <ReferenceField source="branch" reference="branches" />
        </DataTable.Col>
        <DataTable.Col label="resources.tables.qr.title" disableSort>
          <TableQrCell />
        </DataTable.Col>
      </DataTable>
    </List>
  );
}
