import { DataTable, FunctionField, List, useRecordContext } from 'react-admin';
import { ReferenceAutocompleteFilter } from '../../components/ReferenceAutocompleteInput';
import { formatDateTime } from '@bestellwerk/common/format';
import type { Menu } from '../../api/types';
import { bulkDelete, listProps, searchFilter } from '../../components/listDefaults';
import { branchesWhereActive, useActiveMenus } from './activeMenus';
import { BranchChips, useBranchNames } from './BranchNames';

const filters = [
  searchFilter,
  <ReferenceAutocompleteFilter key="branch" source="branch" reference="branches" alwaysOn />,
];

/** The branches in which this menu is the one in force now. */
function ActiveIn() {
  const menu = useRecordContext<Menu>();
  const active = useActiveMenus();
  const names = useBranchNames(menu && active ? branchesWhereActive(active, menu.id) : []);
  return <>{names || '–'}</>;
}

export default function MenuList() {
  return (
    <List {...listProps} filters={filters} sort={{ field: 'availableFrom', order: 'DESC' }}>
      <DataTable bulkActionButtons={bulkDelete}>
        <DataTable.Col source="name" />
        <DataTable.Col source="availableFrom">
          <FunctionField<Menu> source="availableFrom" render={(menu) => formatDateTime(menu.availableFrom)} />
        </DataTable.Col>
        <DataTable.Col source="branches" disableSort>
          <BranchChips />
        </DataTable.Col>
        <DataTable.Col source="active" disableSort>
          <ActiveIn />
        </DataTable.Col>
      </DataTable>
    </List>
  );
}
