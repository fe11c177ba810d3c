import {
  DataTable,
  DateField,
  FunctionField,
  List,
  NullableBooleanInput,
  SelectInput,
  usePermissions,
  useTranslate,
} from 'react-admin';
import { isAdmin } from '../../api/authProvider';
import type { Node } from '../../api/types';
import { bulkDelete, listProps, searchFilter } from '../../components/listDefaults';
import { nodeName } from '../contentSummary';
import { nodeTypeChoices } from './nodeTypes';

const T = 'resources.nodes';

const filters = [
  searchFilter,
  <SelectInput key="type" source="type" choices={nodeTypeChoices} alwaysOn />,
  <NullableBooleanInput key="isPublic" source="isPublic" />,
];

export default function NodeList() {
  const { permissions } = usePermissions();
  const translate = useTranslate();
  return (
    <List {...listProps} filters={filters} sort={{ field: 'type', order: 'ASC' }} exporter={false}>
      <DataTable bulkActionButtons={isAdmin(permissions) ? bulkDelete : false}>
        <DataTable.Col source="name" disableSort>
          <FunctionField<Node> render={(node) => nodeName(node)} />
        </DataTable.Col>
        <DataTable.Col source="type">
          <FunctionField<Node> render={(node) => translate(`${T}.types.${node.type}`)} />
        </DataTable.Col>
        <DataTable.Col source="identifier" />
        <DataTable.Col source="isPublic">
          <FunctionField<Node> render={(node) => translate(`${T}.${node.isPublic ? 'public' : 'notPublic'}`)} />
        </DataTable.Col>
        <DataTable.Col source="updatedAt">
          <DateField source="updatedAt" showTime />
        </DataTable.Col>
      </DataTable>
    </List>
  );
}
