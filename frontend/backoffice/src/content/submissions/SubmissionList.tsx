import {
  DataTable,
  DateInput,
  FilterButton,
  List,
  SelectInput,
  TopToolbar,
  useGetList,
  usePermissions,
} from 'react-admin';
import { isAdmin } from '../../api/authProvider';
import { bulkDelete, listProps, searchFilter } from '../../components/listDefaults';
import { ExportButton } from './ExportButton';
import { ActionsField, ReceivedField, SummaryField } from './fields';

/** The forms to filter by: every form node (public or not), by name. */
function FormInput(props: { source: string }) {
  const { data } = useGetList<{ id: number; content: { name?: string } }>('nodes', {
    filter: { type: 'form' },
    pagination: { page: 1, perPage: 100 },
    sort: { field: 'id', order: 'ASC' },
  });
  const choices = (data ?? []).map((node) => ({ id: node.id, name: node.content?.name || `#${node.id}` }));
  return <SelectInput {...props} choices={choices} />;
}

const filters = [
  searchFilter,
  <FormInput key="form" source="form" />,
  <DateInput key="from" source="from" />,
  <DateInput key="to" source="to" />,
];

function Actions() {
  return (
    <TopToolbar>
      <FilterButton />
      <ExportButton />
    </TopToolbar>
  );
}

export default function SubmissionList() {
  const { permissions } = usePermissions();
  return (
    <List
      {...listProps}
      filters={filters}
      actions={<Actions />}
      sort={{ field: 'createdAt', order: 'DESC' }}
      exporter={false}
    >
      <DataTable rowClick="show" bulkActionButtons={isAdmin(permissions) ? bulkDelete : false}>
        <DataTable.Col source="createdAt">
          <ReceivedField />
        </DataTable.Col>
        <DataTable.Col source="formName" />
        <DataTable.Col source="summary" disableSort>
          <SummaryField />
        </DataTable.Col>
        <DataTable.Col source="actions" disableSort>
          <ActionsField />
        </DataTable.Col>
      </DataTable>
    </List>
  );
}
