import { DataTable, FunctionField, List, useTranslate } from 'react-admin';
import { bulkDelete, listProps, searchFilter } from '../../components/listDefaults';
import type { ImageTemplate } from '../types';

const T = 'resources.image-templates';
const filters = [searchFilter];

/** 'Bildvorlagen': name, identifier, size and the number of layers. */
export default function TemplateList() {
  const translate = useTranslate();
  return (
    <List {...listProps} filters={filters} sort={{ field: 'name', order: 'ASC' }} exporter={false}>
      <DataTable bulkActionButtons={bulkDelete}>
        <DataTable.Col source="name" />
        <DataTable.Col source="identifier" />
        <DataTable.Col source="size" disableSort>
          <FunctionField<ImageTemplate>
            render={(template) => translate(`${T}.sizeValue`, { width: template.width, height: template.height })}
          />
        </DataTable.Col>
        <DataTable.Col source="layerCount" disableSort>
          <FunctionField<ImageTemplate> render={(template) => template.layers?.length ?? 0} />
        </DataTable.Col>
      </DataTable>
    </List>
  );
}
