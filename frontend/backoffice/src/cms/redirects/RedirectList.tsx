import { DataTable, FunctionField, List, NullableBooleanInput, usePermissions, useTranslate } from 'react-admin';
import { isAdmin } from '../../api/authProvider';
import type { Redirect } from '../../api/types';
import { bulkDelete, listProps, searchFilter } from '../../components/listDefaults';

const T = 'resources.redirects';

const filters = [searchFilter, <NullableBooleanInput key="isPermanent" source="isPermanent" />];

export default function RedirectList() {
  const { permissions } = usePermissions();
  const translate = useTranslate();
  return (
    <List {...listProps} filters={filters} sort={{ field: 'path', order: 'ASC' }} exporter={false}>
      <DataTable bulkActionButtons={isAdmin(permissions) ? bulkDelete : false}>
        <DataTable.Col source="path" />
        <DataTable.Col source="target" />
        <DataTable.Col source="isPermanent">
          <FunctionField<Redirect>
            render={(redirect) => translate(`${T}.kinds.${redirect.isPermanent ? 'permanent' : 'temporary'}`)}
          />
        </DataTable.Col>
      </DataTable>
    </List>
  );
}
