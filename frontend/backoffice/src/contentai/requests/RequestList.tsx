import { DataTable, List, TextField } from 'react-admin';
import { listProps } from '../../components/listDefaults';
import { RequestTimeField, TokensField } from './RequestFields';

/** Every request to the AI provider, newest first: who asked, for what, with which model, what it cost. */
export default function RequestList() {
  return (
    <List {...listProps} exporter={false} sort={{ field: 'createdAt', order: 'DESC' }}>
      <DataTable rowClick="show" bulkActionButtons={false}>
        <DataTable.Col source="createdAt" disableSort>
          <RequestTimeField />
        </DataTable.Col>
        <DataTable.Col source="user" disableSort />
        <DataTable.Col source="kindLabel" disableSort />
        <DataTable.Col source="model" disableSort />
        <DataTable.Col source="statusLabel" disableSort />
        <DataTable.Col source="promptTokens" disableSort>
          <TokensField />
        </DataTable.Col>
        <DataTable.Col source="error" disableSort>
          <TextField source="error" emptyText="–" />
        </DataTable.Col>
      </DataTable>
    </List>
  );
}
