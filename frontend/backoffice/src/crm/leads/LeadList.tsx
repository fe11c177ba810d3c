import { DataTable, DateInput, List, ReferenceField, SelectField, SelectInput } from 'react-admin';
import { branchFilter } from '../../components/branchFilter';
import { bulkDelete, listProps, searchFilter } from '../../components/listDefaults';
import { MomentField } from '../fields';
import { sourceChoices } from './sources';

const filters = [
  searchFilter,
  <SelectInput key="source" source="source" choices={sourceChoices} />,
  branchFilter,
  <DateInput key="from" source="from" />,
  <DateInput key="to" source="to" />,
];

export default function LeadList() {
  return (
    <List {...listProps} filters={filters} sort={{ field: 'createdAt', order: 'DESC' }} exporter={false}>
      <DataTable bulkActionButtons={bulkDelete}>
        <DataTable.Col source="createdAt">
          <MomentField source="createdAt" />
        </DataTable.Col>
        <DataTable.Col source="email" />
        <DataTable.Col source="lastName" />
        <DataTable.Col source="firstName" />
        <DataTable.Col source="source">
          <SelectField source="source" choices={sourceChoices} />
        </DataTable.Col>
        <DataTable.Col source="branch">
          <ReferenceField source="branch" reference="branches" emptyText="–" />
        </DataTable.Col>
      </DataTable>
    </List>
  );
}
