import { BooleanField, DataTable, DateField, List, ReferenceField, SelectField, usePermissions } from 'react-admin';
import { isAdmin } from '../../api/authProvider';
import { branchFilter } from '../../components/branchFilter';
import { ReferenceFilter } from '../../components/FilterAutocompleteInput';
import { bulkDelete, listProps, searchFilter } from '../../components/listDefaults';
import { DateFilter, SelectFilter } from '../../components/lazyFilters';
import { MomentField } from '../fields';
import { KIND_CHOICES } from './kinds';

const filters = [
  searchFilter,
  <ReferenceFilter key="person" source="person" reference="time-tracking-people" optionText="fullName" />,
  branchFilter,
  <SelectFilter key="kind" source="kind" choices={KIND_CHOICES} />,
  <DateFilter key="from" source="from" />,
  <DateFilter key="to" source="to" />,
];

export default function ScheduleList() {
  const { permissions } = usePermissions();
  return (
    <List {...listProps} filters={filters} sort={{ field: 'start', order: 'ASC' }} exporter={false}>
      <DataTable bulkActionButtons={isAdmin(permissions) ? bulkDelete : false}>
        <DataTable.Col source="personName" disableSort />
        <DataTable.Col source="kind" disableSort>
          <SelectField source="kind" choices={KIND_CHOICES} />
        </DataTable.Col>
        <DataTable.Col source="branch">
          <ReferenceField source="branch" reference="branches" />
        </DataTable.Col>
        <DataTable.Col source="start">
          <MomentField source="start" />
        </DataTable.Col>
        <DataTable.Col source="end">
          <MomentField source="end" />
        </DataTable.Col>
        <DataTable.Col source="isRepeatedWeekly" field={BooleanField} disableSort />
        <DataTable.Col source="repeatUntil" disableSort>
          <DateField source="repeatUntil" locales="de-AT" emptyText="–" />
        </DataTable.Col>
      </DataTable>
    </List>
  );
}
