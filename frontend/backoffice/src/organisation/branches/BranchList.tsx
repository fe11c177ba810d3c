import { BooleanField, BooleanInput, DataTable, List, ReferenceField, usePermissions } from 'react-admin';
import { ReferenceAutocompleteFilter } from '../../components/ReferenceAutocompleteInput';
import { isAdmin } from '../../api/authProvider';
import { bulkDelete, listProps, searchFilter } from '../../components/listDefaults';

const filters = [
  searchFilter,
  <ReferenceAutocompleteFilter key="division" source="division" reference="divisions" alwaysOn />,
  <BooleanInput key="isPublic" source="isPublic" />,
];

export default function BranchList() {
  const { permissions } = usePermissions();
  return (
    <List {...listProps} filters={filters} sort={{ field: 'name', order: 'ASC' }}>
      <DataTable bulkActionButtons={isAdmin(permissions) ? bulkDelete : false}>
        <DataTable.Col source="name" />
        <DataTable.Col source="identifier" />
        <DataTable.Col source="division">
          <ReferenceField source="division" reference="divisions" />
        </DataTable.Col>
        <DataTable.Col source="city" />
        <DataTable.Col source="isPublic" field={BooleanField} />
        <DataTable.Col source="isTakeawayEnabled" field={BooleanField} />
        <DataTable.Col source="isDeliveryEnabled" field={BooleanField} />
        <DataTable.Col source="isDineInEnabled" field={BooleanField} />
      </DataTable>
    </List>
  );
}
