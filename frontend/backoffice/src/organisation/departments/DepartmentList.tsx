import { DataTable, List, ReferenceField } from 'react-admin';
import { ReferenceAutocompleteFilter } from '../../components/ReferenceAutocompleteInput';
import { ReferenceFilter } from '../../components/FilterAutocompleteInput';
import { bulkDelete, listProps, searchFilter } from '../../components/listDefaults';

const filters = [
  searchFilter,
  <ReferenceAutocompleteFilter key="branch" source="branch" reference="branches" alwaysOn />,
  <ReferenceFilter key="division" source="division" reference="divisions" />,
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
