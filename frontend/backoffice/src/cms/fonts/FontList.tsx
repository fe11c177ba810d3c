import { DataTable, FunctionField, List, usePermissions } from 'react-admin';
import { isAdmin } from '../../api/authProvider';
import type { Font } from '../../api/types';
import { bulkDelete, listProps, searchFilter } from '../../components/listDefaults';
import { FontSample } from './FontPreview';

const filters = [searchFilter];

export default function FontList() {
  const { permissions } = usePermissions();
  return (
    <List {...listProps} filters={filters} sort={{ field: 'family', order: 'ASC' }} exporter={false}>
      <DataTable bulkActionButtons={isAdmin(permissions) ? bulkDelete : false}>
        <DataTable.Col source="family" />
        <DataTable.Col source="variant" />
        <DataTable.Col source="sample" disableSort>
          <FunctionField<Font> render={(font) => <FontSample font={font} />} />
        </DataTable.Col>
        <DataTable.Col source="url" disableSort />
      </DataTable>
    </List>
  );
}
