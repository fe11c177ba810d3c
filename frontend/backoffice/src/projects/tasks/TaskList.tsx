/** 'Aufgaben': a list (unread markers, 'Als ungelesen markieren') or a board by status; opening a task
 * marks it read. Filters: search, project, status, priority, due range, unread, mine. The board, with its
 * drag and drop (dnd-kit, about 15 KB gzip), loads when it is shown, not with the list. */
import { Suspense, lazy } from 'react';
import LinearProgress from '@mui/material/LinearProgress';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import {
  CreateButton,
  DataTable,
  DateField,
  FilterButton,
  List,
  SelectField,
  TopToolbar,
  usePermissions,
  useStore,
  useTranslate,
} from 'react-admin';
import { isAdmin } from '../../api/authProvider';
import type { Task } from '../../api/types';
import { ReferenceFilter } from '../../components/FilterAutocompleteInput';
import { bulkDelete, listProps, searchFilter } from '../../components/listDefaults';
import { DateFilter, NullableBooleanFilter, SelectArrayFilter, SelectFilter } from '../../components/lazyFilters';
import { taskPriorityChoices, taskStatusChoices } from '../choices';
import { MarkUnreadButton } from './MarkUnreadButton';
import { TaskTitle } from './TaskTitle';

type View = 'list' | 'board';

const TaskBoard = lazy(() => import('./TaskBoard').then(({ TaskBoard: Board }) => ({ default: Board })));

const filters = [
  searchFilter,
  <ReferenceFilter key="project" source="project" reference="projects" />,
  <SelectArrayFilter key="status" source="status" choices={taskStatusChoices} />,
  <SelectFilter key="priority" source="priority" choices={taskPriorityChoices} />,
  <DateFilter key="dueFrom" source="dueFrom" />,
  <DateFilter key="dueTo" source="dueTo" />,
  <NullableBooleanFilter key="unread" source="unread" />,
  <NullableBooleanFilter key="mine" source="mine" />,
];

function Actions({ view, onView }: { view: View; onView: (view: View) => void }) {
  const translate = useTranslate();
  return (
    <TopToolbar sx={{ alignItems: 'center' }}>
      <ToggleButtonGroup
        size="small"
        exclusive
        value={view}
        onChange={(_, next: View | null) => next && onView(next)}
        aria-label={translate('resources.tasks.views.label')}
      >
        <ToggleButton value="list">{translate('resources.tasks.views.list')}</ToggleButton>
        <ToggleButton value="board">{translate('resources.tasks.views.board')}</ToggleButton>
      </ToggleButtonGroup>
      <FilterButton />
      <CreateButton />
    </TopToolbar>
  );
}

export default function TaskList() {
  const { permissions } = usePermissions();
  const [view, setView] = useStore<View>('tasks.view', 'list');
  const translate = useTranslate();
  return (
    <List
      {...listProps}
      filters={filters}
      actions={<Actions view={view} onView={setView} />}
      sort={{ field: 'dueDate', order: 'ASC' }}
      pagination={view === 'board' ? false : undefined}
      exporter={false}
    >
      {view === 'board' ? (
        <Suspense fallback={<LinearProgress aria-label={translate('ra.page.loading')} sx={{ m: 2 }} />}>
          <TaskBoard />
        </Suspense>
      ) : (
        <DataTable<Task> bulkActionButtons={isAdmin(permissions) ? bulkDelete : false} rowClick="edit">
          <DataTable.Col source="title">
            <TaskTitle />
          </DataTable.Col>
          <DataTable.Col source="projectName" disableSort />
          <DataTable.Col source="assigneeName" disableSort />
          <DataTable.Col source="status">
            <SelectField source="status" choices={taskStatusChoices} />
          </DataTable.Col>
          <DataTable.Col source="priority">
            <SelectField source="priority" choices={taskPriorityChoices} />
          </DataTable.Col>
          <DataTable.Col source="dueDate">
            <DateField source="dueDate" emptyText="–" />
          </DataTable.Col>
          <DataTable.Col source="isUnread" label="resources.tasks.actions.column" disableSort>
            <MarkUnreadButton />
          </DataTable.Col>
        </DataTable>
      )}
    </List>
  );
}
