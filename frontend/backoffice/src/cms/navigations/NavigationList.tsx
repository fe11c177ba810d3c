import { DataTable, DateField, FunctionField, List, usePermissions } from 'react-admin';
import { isAdmin } from '../../api/authProvider';
import type { Navigation } from '../../api/types';
import { bulkDelete, listProps, searchFilter } from '../../components/listDefaults';
import { countItems, type NavigationItem } from './navigationItems';

const filters = [searchFilter];

export default function NavigationList() {
  const { permissions } = usePermissions();
  return (
    <List {...listProps} filters={filters} sort={{ field: 'identifier', order: 'ASC' }} exporter={false}>
      <DataTable bulkActionButtons={isAdmin(permissions) ? bulkDelete : false}>
        <DataTable.Col source="identifier" />
        <DataTable.Col source="itemsCount" disableSort>
          <FunctionField<Navigation>
            render={(navigation) => countItems(navigation.items as unknown as NavigationItem[])}
          />
        </DataTable.Col>
        <DataTable.Col source="updatedAt">
          <DateField source="updatedAt" showTime />
        </DataTable.Col>
      </DataTable>
    </List>
  );
}
