import { CreateButton, DataTable, ExportButton, List, ReferenceField, TopToolbar } from 'react-admin';
import { ReferenceAutocompleteFilter } from '../../components/ReferenceAutocompleteInput';
import { bulkDelete, listProps, searchFilter } from '../../components/listDefaults';
import { LabelsButton } from './LabelsDialog';
import { TableQrCell } from './TableQrCode';

const filters = [
  searchFilter,
  <ReferenceAutocompleteFilter key="branch" source="branch" reference="branches" alwaysOn />,
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
