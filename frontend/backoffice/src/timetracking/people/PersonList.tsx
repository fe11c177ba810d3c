import Button from '@mui/material/Button';
import { Link } from 'react-router-dom';
import {
  BooleanField,
  DataTable,
  List,
  useGetIdentity,
  useRecordContext,
  usePermissions,
  useTranslate,
} from 'react-admin';
import { isAdmin } from '../../api/authProvider';
import { bulkDelete, listProps, searchFilter } from '../../components/listDefaults';

const filters = [searchFilter];

/** To the person's 'Zeitnachweis' of this month: administrators anyone's, everyone else only their own. */
function TimeSheetLink() {
  const record = useRecordContext<{ id: number; user: number | null }>();
  const translate = useTranslate();
  const { permissions } = usePermissions();
  const { identity } = useGetIdentity();
  if (!record) return null;
  if (!isAdmin(permissions) && (record.user === null || record.user !== identity?.id)) return null;
  return (
    <Button
      size="small"
      component={Link}
      to={`/time-sheets?person=${record.id}`}
      onClick={(event) => event.stopPropagation()}
    >
      {translate('resources.time-tracking-people.timeSheet')}
    </Button>
  );
}

export default function PersonList() {
  const { permissions } = usePermissions();
  return (
    <List {...listProps} filters={filters} sort={{ field: 'username', order: 'ASC' }} exporter={false}>
      <DataTable bulkActionButtons={isAdmin(permissions) ? bulkDelete : false}>
        <DataTable.Col source="username" />
        <DataTable.Col source="fullName" disableSort />
        <DataTable.Col source="isPinSet" field={BooleanField} disableSort />
        <DataTable.Col source="isPinLocked" field={BooleanField} disableSort />
        <DataTable.Col source="holidayEntitlementDays" disableSort />
        <DataTable.Col source="isActive" field={BooleanField} disableSort />
        <DataTable.Col label={false}>
          <TimeSheetLink />
        </DataTable.Col>
      </DataTable>
    </List>
  );
}
