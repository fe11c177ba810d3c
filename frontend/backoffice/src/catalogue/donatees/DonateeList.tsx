import { DataTable, List, usePermissions } from 'react-admin';
import { isAdmin } from '../../api/authProvider';
import { ClipboardListActions } from '../../clipboard/ClipboardActions';
import { CopyButton } from '../../clipboard/ClipboardButtons';
import { bulkDelete, listProps, searchFilter } from '../../components/listDefaults';

const filters = [searchFilter];

export default function DonateeList() {
  const { permissions } = usePermissions();
  return (
    <List {...listProps} filters={filters} actions={<ClipboardListActions />} sort={{ field: 'name', order: 'ASC' }}>
      <DataTable bulkActionButtons={isAdmin(permissions) ? bulkDelete : false}>
        <DataTable.Col source="name" />
        <DataTable.Col source="description" disableSort />
        <DataTable.Col label="" disableSort>
          <CopyButton />
        </DataTable.Col>
      </DataTable>
    </List>
  );
}
