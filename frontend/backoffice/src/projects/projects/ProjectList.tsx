import {
  DataTable,
  DateField,
  FunctionField,
  List,
  ReferenceField,
  SelectField,
  SelectInput,
  usePermissions,
} from 'react-admin';
import { isAdmin } from '../../api/authProvider';
import type { Project } from '../../api/types';
import { branchFilter } from '../../components/branchFilter';
import { bulkDelete, listProps, searchFilter } from '../../components/listDefaults';
import { projectStatusChoices } from '../choices';

const filters = [
  searchFilter,
  <SelectInput key="status" source="status" choices={projectStatusChoices} />,
  branchFilter,
];

export default function ProjectList() {
  const { permissions } = usePermissions();
  const admin = isAdmin(permissions);
  return (
    <List {...listProps} filters={filters} sort={{ field: 'name', order: 'ASC' }} exporter={false}>
      <DataTable bulkActionButtons={admin ? bulkDelete : false} rowClick={admin ? 'edit' : false}>
        <DataTable.Col source="name" />
        <DataTable.Col source="status">
          <SelectField source="status" choices={projectStatusChoices} />
        </DataTable.Col>
        <DataTable.Col source="branch">
          <ReferenceField source="branch" reference="branches" link={false} />
        </DataTable.Col>
        <DataTable.Col source="people" disableSort>
          <FunctionField<Project> render={(record) => record.people.map((person) => person.name).join(', ') || '–'} />
        </DataTable.Col>
        <DataTable.Col source="startDate">
          <DateField source="startDate" emptyText="–" />
        </DataTable.Col>
        <DataTable.Col source="endDate">
          <DateField source="endDate" emptyText="–" />
        </DataTable.Col>
        <DataTable.Col source="taskCount" disableSort />
      </DataTable>
    </List>
  );
}
