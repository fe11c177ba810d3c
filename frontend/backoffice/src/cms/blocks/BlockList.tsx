import { DataTable, DateField, FunctionField, List, usePermissions, useTranslate } from 'react-admin';
import { isAdmin } from '../../api/authProvider';
import type { Block } from '../../api/types';
import { bulkDelete, listProps, searchFilter } from '../../components/listDefaults';
import { bodyLength } from '../contentSummary';

const filters = [searchFilter];

export default function BlockList() {
  const { permissions } = usePermissions();
  const translate = useTranslate();
  return (
    <List {...listProps} filters={filters} sort={{ field: 'name', order: 'ASC' }} exporter={false}>
      <DataTable bulkActionButtons={isAdmin(permissions) ? bulkDelete : false}>
        <DataTable.Col source="name" />
        <DataTable.Col source="identifier" />
        <DataTable.Col source="body" disableSort>
          <FunctionField<Block>
            render={(block) => translate('resources.blocks.bodyCount', { smart_count: bodyLength(block.content) })}
          />
        </DataTable.Col>
        <DataTable.Col source="draftSavedAt" disableSort>
          <FunctionField<Block> render={(block) => (block.draft ? translate('resources.blocks.hasDraft') : '')} />
        </DataTable.Col>
        <DataTable.Col source="updatedAt">
          <DateField source="updatedAt" showTime />
        </DataTable.Col>
      </DataTable>
    </List>
  );
}
