import { BooleanField, BooleanInput, DataTable, List, usePermissions } from 'react-admin';
import { isAdmin } from '../../api/authProvider';
import { ClipboardListActions } from '../../clipboard/ClipboardActions';
import { CopyButton } from '../../clipboard/ClipboardButtons';
import { ImageThumbnailField } from '../../images/ImageThumbnailField';
import { bulkDelete, listProps, searchFilter } from '../../components/listDefaults';

const filters = [searchFilter, <BooleanInput key="isEnabled" source="isEnabled" />];

export default function CategoryList() {
  const { permissions } = usePermissions();
  return (
    <List
      {...listProps}
      filters={filters}
      actions={<ClipboardListActions />}
      sort={{ field: 'position', order: 'ASC' }}
    >
      <DataTable bulkActionButtons={isAdmin(permissions) ? bulkDelete : false}>
        <DataTable.Col source="image" disableSort>
          <ImageThumbnailField source="image" />
        </DataTable.Col>
        <DataTable.Col source="name" />
        <DataTable.Col source="isEnabled" field={BooleanField} disableSort />
        <DataTable.Col source="isVisibleWhenUnavailable" field={BooleanField} disableSort />
        <DataTable.Col label="" disableSort>
          <CopyButton />
        </DataTable.Col>
      </DataTable>
    </List>
  );
}
