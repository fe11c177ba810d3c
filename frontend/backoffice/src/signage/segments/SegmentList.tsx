import { DataTable, FunctionField, List, useTranslate } from 'react-admin';
import type { Segment } from '../../api/types';
import { branchFilter } from '../../components/branchFilter';
import { bulkDelete, listProps, searchFilter } from '../../components/listDefaults';

const T = 'resources.digital-signage-segments';

export const totalSeconds = (segment: Segment) =>
  segment.scenes.reduce((sum, entry) => sum + (entry.durationSeconds || 0), 0);

export default function SegmentList() {
  const translate = useTranslate();
  return (
    <List {...listProps} filters={[searchFilter, branchFilter]} sort={{ field: 'name', order: 'ASC' }} exporter={false}>
      <DataTable bulkActionButtons={bulkDelete}>
        <DataTable.Col source="name" />
        <DataTable.Col source="branchName" disableSort>
          <FunctionField<{ branchName: string }>
            render={(row) => row.branchName || translate('resources.scenes.allBranches')}
          />
        </DataTable.Col>
        <DataTable.Col source="scenes" disableSort>
          <FunctionField<Segment> render={(segment) => segment.scenes.length} />
        </DataTable.Col>
        <DataTable.Col source="totalSeconds" disableSort>
          <FunctionField<Segment>
            render={(segment) => translate(`${T}.seconds`, { smart_count: totalSeconds(segment) })}
          />
        </DataTable.Col>
      </DataTable>
    </List>
  );
}
