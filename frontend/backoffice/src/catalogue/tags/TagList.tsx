import { DataTable, List, usePermissions } from 'react-admin';
import { isAdmin } from '../../api/authProvider';
import { ClipboardListActions } from '../../clipboard/ClipboardActions';
import { CopyButton } from '../../clipboard/ClipboardButtons';
import { ImageThumbnailField } from '../../images/ImageThumbnailField';
import { bulkDelete, listProps, searchFilter } from '../../components/listDefaults';

const filters = [searchFilter];

export default function TagList() {
  const { permissions } = usePermissions();
  return (
    <List {...listProps} filters={filters} actions={<ClipboardListActions />} sort={{ field: 'weight', order: 'DESC' }}>
      <DataTable bulkActionButtons={isAdmin(permissions) ? bulkDelete : false}>
        <DataTable.Col source="image" disableSort>
          <ImageThumbnailField source="image" />
        </DataTable.Col>
        <DataTable.Col source="name" />
        <DataTable.Col source="weight" />
        <DataTable.Col label="" disableSort>
          <CopyButton />
        </DataTable.Col>
      </DataTable>
    </List>
  );
}
