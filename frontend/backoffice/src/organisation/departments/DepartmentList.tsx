import { AutocompleteInput, DataTable, List, ReferenceField, ReferenceInput } from 'react-admin';
import { bulkDelete, listProps, searchFilter } from '../../components/listDefaults';

const filters = [
  searchFilter,
  <ReferenceInput key="branch" source="branch" reference="branches" alwaysOn>
    <AutocompleteInput />
  </ReferenceInput>,
  <ReferenceInput key="division" source="division" reference="divisions">
    <AutocompleteInput />
  </ReferenceInput>,
];

export default function DepartmentList() {
  return (
    <List {...listProps} filters={filters} sort={{ field: 'name', order: 'ASC' }}>
      <DataTable bulkActionButtons={bulkDelete}>
        <DataTable.Col source="name" />
        <DataTable.Col source="branch">
          <ReferenceField source="branch" reference="branches" />
        </DataTable.Col>
        <DataTable.Col source="description" disableSort />
      </DataTable>
    </List>
  );
}
