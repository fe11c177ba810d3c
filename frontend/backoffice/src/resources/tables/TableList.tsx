import { AutocompleteInput, DataTable, List, ReferenceField, ReferenceInput, SearchInput } from 'react-admin';
import { bulkDelete, listProps } from '../listDefaults';

const filters = [
  <SearchInput key="q" source="q" alwaysOn />,
  <ReferenceInput key="branch" source="branch" reference="branches" alwaysOn>
    <AutocompleteInput />
  </ReferenceInput>,
];

export default function TableList() {
  return (
    <List {...listProps} filters={filters} sort={{ field: 'identifier', order: 'ASC' }}>
      <DataTable bulkActionButtons={bulkDelete}>
        <DataTable.Col source="identifier" />
        <DataTable.Col source="branch">
          <ReferenceField source="branch" reference="branches" />
        </DataTable.Col>
      </DataTable>
    </List>
  );
}
