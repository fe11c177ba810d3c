import { DataTable, FunctionField, List, useTranslate } from 'react-admin';
import type { Stream, StreamSlot } from '../../api/types';
import { branchFilter } from '../../components/branchFilter';
import { bulkDelete, listProps, searchFilter } from '../../components/listDefaults';
import { signageMessages } from '../../i18n/signage';

const T = 'resources.digital-signage-streams';
const SHORT: Record<number, string> = signageMessages['digital-signage-streams'].weekdays;

/** 'Mo, Di, Mi', or 'täglich' for all seven days. */
export function daysText(weekdays: readonly number[], everyDay: string): string {
  const days = [...new Set(weekdays)].sort((a, b) => a - b);
  if (days.length === 7) return everyDay;
  return days.map((day) => SHORT[day] ?? String(day)).join(', ');
}

export default function StreamList() {
  const translate = useTranslate();
  const slotText = (slot: StreamSlot) =>
    translate(`${T}.slotSummary`, {
      days: daysText(slot.weekdays, translate(`${T}.everyDay`)),
      from: slot.from,
      to: slot.to,
    });
  return (
    <List {...listProps} filters={[searchFilter, branchFilter]} sort={{ field: 'name', order: 'ASC' }} exporter={false}>
      <DataTable bulkActionButtons={bulkDelete}>
        <DataTable.Col source="name" />
        <DataTable.Col source="branchName" disableSort>
          <FunctionField<{ branchName: string }>
            render={(row) => row.branchName || translate('resources.scenes.allBranches')}
          />
        </DataTable.Col>
        <DataTable.Col source="slots" disableSort>
          <FunctionField<Stream> render={(stream) => (stream.slots ?? []).map(slotText).join(' · ')} />
        </DataTable.Col>
      </DataTable>
    </List>
  );
}
