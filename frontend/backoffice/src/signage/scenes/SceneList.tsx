import { DataTable, FunctionField, List, useTranslate } from 'react-admin';
import type { Scene } from '../../api/types';
import { branchFilter } from '../../components/branchFilter';
import { bulkDelete, listProps, searchFilter } from '../../components/listDefaults';

const T = 'resources.scenes';

const filters = [searchFilter, branchFilter];

export default function SceneList() {
  const translate = useTranslate();
  return (
    <List {...listProps} filters={filters} sort={{ field: 'path', order: 'ASC' }} exporter={false}>
      <DataTable bulkActionButtons={bulkDelete}>
        <DataTable.Col source="path" />
        <DataTable.Col source="name" />
        <DataTable.Col source="branchName" disableSort>
          <FunctionField<{ branchName: string }>
            render={(row) => row.branchName || translate('resources.scenes.allBranches')}
          />
        </DataTable.Col>
        <DataTable.Col source="layout">
          <FunctionField<Scene> render={(scene) => translate(`${T}.layouts.${scene.layout}`)} />
        </DataTable.Col>
      </DataTable>
    </List>
  );
}
