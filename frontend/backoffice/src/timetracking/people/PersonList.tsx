import { BooleanField, DataTable, List, SearchInput, usePermissions } from 'react-admin';
import { isAdmin } from '../../api/authProvider';
import { bulkDelete, listProps } from '../../components/listDefaults';

const filters = [<SearchInput key="q" source="q" alwaysOn />];

export default function PersonList() {
  const { permissions } = usePermissions();
  return (
    <List {...listProps} filters={filters} sort={{ field: 'username', order: 'ASC' }} exporter={false}>
      <DataTable bulkActionButtons={isAdmin(permissions) ? bulkDelete : false}>
        <DataTable.Col source="username" />
        <DataTable.Col source="fullName" disableSort />
        <DataTable.Col source="isPinSet" field={BooleanField} disableSort />
        <DataTable.Col source="isPinLocked" field={BooleanField} disableSort />
        <DataTable.Col source="holidayEntitlementDays" disableSort />
        <DataTable.Col source="isActive" field={BooleanField} disableSort />
      </DataTable>
    </List>
  );
}
