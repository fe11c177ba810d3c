import { BooleanField, DataTable, List, NullableBooleanInput, ReferenceField, usePermissions } from 'react-admin';
import { isAdmin } from '../../api/authProvider';
import { branchFilter } from '../../components/branchFilter';
import { bulkDelete, listProps, searchFilter } from '../../components/listDefaults';

const filters = [searchFilter, branchFilter, <NullableBooleanInput key="isActive" source="isActive" />];

export default function ExternalUserList() {
  const { permissions } = usePermissions();
  return (
    <List {...listProps} filters={filters} sort={{ field: 'lastName', order: 'ASC' }} exporter={false}>
      <DataTable bulkActionButtons={isAdmin(permissions) ? bulkDelete : false}>
        <DataTable.Col source="lastName" />
        <DataTable.Col source="firstName" />
        <DataTable.Col source="email" />
        <DataTable.Col source="companyName" />
        <DataTable.Col source="isActive" field={BooleanField} />
        <DataTable.Col source="branch">
          <ReferenceField source="branch" reference="branches" emptyText="–" />
        </DataTable.Col>
      </DataTable>
    </List>
  );
}
