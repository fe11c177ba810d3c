import { DataTable, FunctionField, List, useTranslate } from 'react-admin';
import type { SignageDevice } from '../../api/types';
import { branchFilter } from '../../components/branchFilter';
import { bulkDelete, listProps, searchFilter } from '../../components/listDefaults';
import { TvOnline, TvShowing } from './TvState';

const T = 'resources.digital-signage-devices';

const filters = [searchFilter, branchFilter];

export default function TvList() {
  const translate = useTranslate();
  return (
    <List {...listProps} filters={filters} sort={{ field: 'id', order: 'ASC' }} exporter={false}>
      <DataTable bulkActionButtons={bulkDelete}>
        <DataTable.Col source="name" disableSort />
        <DataTable.Col source="branchName" disableSort />
        <DataTable.Col source="streamName" disableSort>
          <FunctionField<SignageDevice> render={(tv) => tv.streamName || '–'} />
        </DataTable.Col>
        <DataTable.Col source="orientation" disableSort>
          <FunctionField<SignageDevice>
            render={(tv) => translate(`${T}.orientations.${tv.orientation ?? 'landscape'}`)}
          />
        </DataTable.Col>
        <DataTable.Col source="resolution" disableSort />
        <DataTable.Col source="online" disableSort>
          <TvOnline />
        </DataTable.Col>
        <DataTable.Col source="showing" disableSort>
          <TvShowing />
        </DataTable.Col>
      </DataTable>
    </List>
  );
}
