import { DataTable, List, SearchInput } from 'react-admin';
import { bulkDelete, listProps } from '../../components/listDefaults';

const filters = [<SearchInput key="q" source="q" alwaysOn />];

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
