/**
 * The board: one column per status; a card is dragged (pointer, touch or keyboard through its handle) to
 * another column to change the task's status. German screen-reader instructions and announcements.
 */
import DragIndicatorIcon from '@mui/icons-material/DragIndicator';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import {
  DndContext,
  KeyboardSensor,
  PointerSensor,
  rectIntersection,
  useDraggable,
  useDroppable,
  useSensor,
  useSensors,
} from '@dnd-kit/core';
import type { Announcements, DragEndEvent, UniqueIdentifier } from '@dnd-kit/core';
import { CSS } from '@dnd-kit/utilities';
import { Link } from 'react-router-dom';
import { formatDate } from '@bestellwerk/common/format';
import { useCreatePath, useGetList, useListContext, useNotify, useTranslate, useUpdate } from 'react-admin';
import type { Task } from '../../api/types';
import { TASK_STATUSES } from '../choices';
import { columnKeyboardCoordinates } from './boardKeyboard';
import { TaskTitle } from './TaskTitle';

const T = 'resources.tasks.board';

export function TaskBoard() {
  const translate = useTranslate();
  const notify = useNotify();
  const { filterValues } = useListContext<Task>();
  const { data: tasks = [] } = useGetList<Task>('tasks', {
    pagination: { page: 1, perPage: 500 },
    sort: { field: 'dueDate', order: 'ASC' },
    filter: filterValues,
  });
  const [update] = useUpdate<Task>();
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: columnKeyboardCoordinates }),
  );
  const statusName = (status: UniqueIdentifier | undefined) => translate(`resources.tasks.statuses.${String(status)}`);
  const nameOf = (id: UniqueIdentifier) => tasks.find((task) => task.id === Number(id))?.title ?? '';
  const announcements: Announcements = {
    onDragStart: ({ active }) =>
      translate(`${T}.pickedUp`, { name: nameOf(active.id), status: statusName(active.data.current?.status) }),
    onDragOver: ({ active, over }) =>
      over ? translate(`${T}.movedOver`, { name: nameOf(active.id), status: statusName(over.id) }) : undefined,
    onDragEnd: ({ active, over }) =>
      over
        ? translate(`${T}.dropped`, { name: nameOf(active.id), status: statusName(over.id) })
        : translate(`${T}.cancelled`, { name: nameOf(active.id) }),
    onDragCancel: ({ active }) => translate(`${T}.cancelled`, { name: nameOf(active.id) }),
  };
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    const task = tasks.find((candidate) => candidate.id === Number(active.id));
    if (!task || !over || over.id === task.status) return;
    const status = String(over.id) as Task['status'];
    update(
      'tasks',
      { id: task.id, data: { status }, previousData: task },
      {
        mutationMode: 'optimistic',
        onSuccess: () => notify(`${T}.moved`, { type: 'info', messageArgs: { status: statusName(status) } }),
        onError: (failure) => notify((failure as Error).message, { type: 'error' }),
      },
    );
  };
  return (
    <DndContext
      sensors={sensors}
      collisionDetection={rectIntersection}
      onDragEnd={onDragEnd}
      accessibility={{ announcements, screenReaderInstructions: { draggable: translate(`${T}.instructions`) } }}
    >
      <Box
        role="region"
        aria-label={translate(`${T}.label`)}
        sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: 'repeat(4, minmax(0, 1fr))' }, gap: 2, p: 2 }}
      >
        {TASK_STATUSES.map((status) => (
          <Column key={status} status={status} tasks={tasks.filter((task) => task.status === status)} />
        ))}
      </Box>
    </DndContext>
  );
}

function Column({ status, tasks }: { status: string; tasks: Task[] }) {
  const translate = useTranslate();
  const { setNodeRef, isOver } = useDroppable({ id: status });
  const title = translate(`${T}.column`, {
    status: translate(`resources.tasks.statuses.${status}`),
    count: tasks.length,
  });
  return (
    <Paper
      ref={setNodeRef}
      variant="outlined"
      component="section"
      aria-label={title}
      data-status={status}
      sx={{ p: 1.5, minHeight: 240, bgcolor: isOver ? 'action.hover' : 'background.default' }}
    >
      <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 700, mb: 1 }}>
        {title}
      </Typography>
      {tasks.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          {translate(`${T}.empty`)}
        </Typography>
      ) : (
        <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1 }}>
          {tasks.map((task) => (
            <Card key={task.id} task={task} />
          ))}
        </Box>
      )}
    </Paper>
  );
}

function Card({ task }: { task: Task }) {
  const translate = useTranslate();
  const createPath = useCreatePath();
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, isDragging } = useDraggable({
    id: task.id,
    data: { status: task.status },
    attributes: { roleDescription: translate(`${T}.roleDescription`) },
  });
  return (
    <Box
      component="li"
      ref={setNodeRef}
      data-task-id={task.id}
      style={{ transform: CSS.Translate.toString(transform) }}
      sx={{ position: 'relative', zIndex: isDragging ? 2 : 'auto' }}
    >
      <Paper sx={{ p: 1, display: 'flex', gap: 0.5, alignItems: 'flex-start', opacity: isDragging ? 0.85 : 1 }}>
        <IconButton
          ref={setActivatorNodeRef}
          {...attributes}
          {...listeners}
          size="small"
          aria-label={translate(`${T}.move`, { name: task.title })}
          sx={{ cursor: isDragging ? 'grabbing' : 'grab', touchAction: 'none' }}
        >
          <DragIndicatorIcon fontSize="small" />
        </IconButton>
        <Box sx={{ minWidth: 0 }}>
          <Link to={createPath({ resource: 'tasks', id: task.id, type: 'edit' })} style={{ color: 'inherit' }}>
            <TaskTitle task={task} />
          </Link>
          <Typography variant="body2" color="text.secondary">
            {[task.assigneeName, task.dueDate ? translate(`${T}.due`, { date: formatDate(task.dueDate) }) : null]
              .filter(Boolean)
              .join(' · ')}
          </Typography>
        </Box>
      </Paper>
    </Box>
  );
}
