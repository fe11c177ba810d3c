import { DataTable, DateInput, List, SelectInput } from 'react-admin';
import { ReferenceAutocompleteFilter } from '../../components/ReferenceAutocompleteInput';
import { listProps, searchFilter } from '../../components/listDefaults';
import { LogActionField, LogEntityField, LogTimeField, LogUserField } from './LogFields';
import { entityChoices } from './entities';

const filters = [
  searchFilter,
  <ReferenceAutocompleteFilter key="user" source="user" reference="users" alwaysOn />,
  <SelectInput key="entity" source="entity" choices={entityChoices} alwaysOn />,
  <DateInput key="from" source="from" alwaysOn />,
  <DateInput key="to" source="to" alwaysOn />,
];

export default function LogList() {
  return (
    <List {...listProps} filters={filters} sort={{ field: 'createdAt', order: 'DESC' }} exporter={false}>
      <DataTable rowClick="show" bulkActionButtons={false}>
        <DataTable.Col source="createdAt">
          <LogTimeField />
        </DataTable.Col>
        <DataTable.Col source="user" disableSort>
          <LogUserField />
        </DataTable.Col>
        <DataTable.Col source="action">
          <LogActionField />
        </DataTable.Col>
        <DataTable.Col source="entity">
          <LogEntityField />
        </DataTable.Col>
        <DataTable.Col source="entityLabel" disableSort />
      </DataTable>
    </List>
  );
}
