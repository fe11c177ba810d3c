import {
  BooleanField,
  DataTable,
  DateInput,
  List,
  NullableBooleanInput,
  ReferenceField,
  usePermissions,
} from 'react-admin';
import { isAdmin } from '../../api/authProvider';
import { branchFilter } from '../../components/branchFilter';
import { ReferenceFilter } from '../../components/FilterAutocompleteInput';
import { bulkDelete, listProps, searchFilter } from '../../components/listDefaults';
import { MinutesField, MomentField } from '../fields';

const filters = [
  searchFilter,
  <ReferenceFilter key="person" source="person" reference="time-tracking-people" optionText="fullName" />,
  branchFilter,
  <DateInput key="from" source="from" />,
  <DateInput key="to" source="to" />,
  <NullableBooleanInput key="isOpen" source="isOpen" />,
];

export default function ActivityList() {
  const { permissions } = usePermissions();
  return (
    <List {...listProps} filters={filters} sort={{ field: 'start', order: 'DESC' }} exporter={false}>
      <DataTable bulkActionButtons={isAdmin(permissions) ? bulkDelete : false}>
        <DataTable.Col source="personName" disableSort />
        <DataTable.Col source="branch">
          <ReferenceField source="branch" reference="branches" />
        </DataTable.Col>
        <DataTable.Col source="start">
          <MomentField source="start" />
        </DataTable.Col>
        <DataTable.Col source="end">
          <MomentField source="end" openText />
        </DataTable.Col>
        <DataTable.Col source="workedMinutes" disableSort>
          <MinutesField source="workedMinutes" />
        </DataTable.Col>
        <DataTable.Col source="isPaused" field={BooleanField} disableSort />
      </DataTable>
    </List>
  );
}
