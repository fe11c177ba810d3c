import { DataTable, List } from 'react-admin';
import { bulkDelete, listProps, searchFilter } from '../../components/listDefaults';

const filters = [searchFilter];

export default function DivisionList() {
  return (
    <List {...listProps} filters={filters} sort={{ field: 'name', order: 'ASC' }}>
      <DataTable bulkActionButtons={bulkDelete}>
        <DataTable.Col source="name" />
        <DataTable.Col source="identifier" />
        <DataTable.Col source="description" disableSort />
      </DataTable>
    </List>
  );
}
