import { formatDateTime } from '@bestellwerk/common/format';
import {
  BooleanField,
  DataTable,
  FunctionField,
  List,
  ReferenceField,
  useRecordContext,
  useTranslate,
} from 'react-admin';
import type { TimeTrackingTerminal } from '../../api/types';
import { bulkDelete, listProps } from '../../components/listDefaults';

/** The terminal's page for the tablet: /terminal/<branch>/<key>. The key is a device secret now, stored as its hash:
 * the API names it (url) only in the answer that made it (creation, regenerate-key), so the list usually has none. */
function OpenLink() {
  const record = useRecordContext<{ url: string | null; name: string }>();
  const translate = useTranslate();
  if (!record?.url) return null;
  const page = record.url.replace(/^\/api\/time-tracking\//, '/terminal/');
  return (
    <a
      href={page}
      target="_blank"
      rel="noreferrer"
      aria-label={`${translate('resources.time-tracking-terminals.open')}: ${record.name}`}
      onClick={(event) => event.stopPropagation()}
    >
      {translate('resources.time-tracking-terminals.open')}
    </a>
  );
}

export default function TerminalList() {
  return (
    <List {...listProps} sort={{ field: 'name', order: 'ASC' }} exporter={false}>
      <DataTable bulkActionButtons={bulkDelete}>
        <DataTable.Col source="name" />
        <DataTable.Col source="branch" disableSort>
          <ReferenceField source="branch" reference="branches" />
        </DataTable.Col>
        <DataTable.Col source="isActive" field={BooleanField} disableSort />
        <DataTable.Col source="lastSeenAt" disableSort>
          <FunctionField<TimeTrackingTerminal>
            render={(terminal) => (terminal.lastSeenAt ? formatDateTime(terminal.lastSeenAt) : '–')}
          />
        </DataTable.Col>
        <DataTable.Col source="url" disableSort>
          <OpenLink />
        </DataTable.Col>
      </DataTable>
    </List>
  );
}
