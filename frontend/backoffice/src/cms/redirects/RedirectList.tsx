import { DataTable, FunctionField, List, NullableBooleanInput, SearchInput, usePermissions, useTranslate } from 'react-admin';
import { isAdmin } from '../../api/authProvider';
import type { Redirect } from '../../api/types';
import { bulkDelete, listProps } from '../../components/listDefaults';

const T = 'resources.redirects';

const filters = [
  <SearchInput key="q" source="q" alwaysOn />,
  <NullableBooleanInput key="isPermanent" source="isPermanent" />,
];

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
