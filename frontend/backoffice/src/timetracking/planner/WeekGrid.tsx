/**
 * The week of the Dienstplan: a row per person, a column per day (Monday to Sunday). Dragging on an
 * empty part of a cell (or its + button) creates a shift; a shift's handle moves it to another day or
 * person, with the mouse, by touch or with the keyboard (German screen-reader texts).
 */
import AddIcon from '@mui/icons-material/Add';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import { DndContext, KeyboardSensor, PointerSensor, useDroppable, useSensor, useSensors } from '@dnd-kit/core';
import type { Announcements, DragEndEvent } from '@dnd-kit/core';
import { useRef } from 'react';
import { useTranslate } from 'react-admin';
import { longDay, shortDay } from './dates';
import { cellId, gridCoordinates, parseCellId } from './keyboard';
import type { Occurrence } from './api';
import { ShiftChip, shiftLabel } from './ShiftChip';

const T = 'resources.planner';

export interface PlannerPerson {
  id: number;
  name: string;
}

interface WeekGridProps {
  days: string[];
  people: PlannerPerson[];
  shifts: Occurrence[];
  holidays: Map<string, string>;
  departmentNames: Map<number, string>;
  canEdit: boolean;
  title: string;
  onCreate: (person: PlannerPerson, day: string) => void;
  onEdit: (occurrence: Occurrence) => void;
  onMove: (occurrence: Occurrence, person: number, day: string) => void;
}

export function WeekGrid(props: WeekGridProps) {
  const { days, people, shifts, holidays, onMove } = props;
  const translate = useTranslate();
  const byKey = new Map(shifts.map((shift) => [shift.key, shift]));
  const layout = { people: people.map((person) => person.id), days };
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, {
      coordinateGetter: gridCoordinates(layout),
      keyboardCodes: { start: ['Space', 'Enter'], cancel: ['Escape'], end: ['Space', 'Enter'] },
    }),
  );
  const nameOf = (id: string | number) => {
    const shift = byKey.get(String(id));
    return shift ? shiftLabel(shift) : '';
  };
  const targetOf = (id: string | number | undefined) => {
    const cell = id === undefined ? null : parseCellId(String(id));
    if (!cell) return '';
    const person = people.find((candidate) => candidate.id === cell.person);
    return `${person?.name ?? ''}, ${longDay(cell.day)}`;
  };
  const announcements: Announcements = {
    onDragStart: ({ active }) => translate(`${T}.dnd.pickedUp`, { name: nameOf(active.id) }),
    onDragOver: ({ active, over }) =>
      over ? translate(`${T}.dnd.over`, { name: nameOf(active.id), target: targetOf(over.id) }) : undefined,
    onDragEnd: ({ active, over }) =>
      over
        ? translate(`${T}.dnd.dropped`, { name: nameOf(active.id), target: targetOf(over.id) })
        : translate(`${T}.dnd.cancelled`, { name: nameOf(active.id) }),
    onDragCancel: ({ active }) => translate(`${T}.dnd.cancelled`, { name: nameOf(active.id) }),
  };
  const handleDragEnd = ({ active, over }: DragEndEvent) => {
    const shift = byKey.get(String(active.id));
    const cell = over ? parseCellId(String(over.id)) : null;
    if (shift && cell && (cell.day !== shift.day || cell.person !== shift.person)) onMove(shift, cell.person, cell.day);
  };
  return (
    <DndContext
      sensors={sensors}
      onDragEnd={handleDragEnd}
      accessibility={{ announcements, screenReaderInstructions: { draggable: translate(`${T}.dnd.instructions`) } }}
    >
      <Box sx={{ overflowX: 'auto' }}>
        <Box
          component="table"
          aria-label={translate(`${T}.gridLabel`, { title: props.title })}
          sx={{ borderCollapse: 'collapse', width: '100%', minWidth: 980, tableLayout: 'fixed' }}
        >
          <thead>
            <tr>
              <Box component="th" scope="col" sx={{ width: 120, textAlign: 'left', p: 1 }}>
                {translate(`${T}.person`)}
              </Box>
              {days.map((day) => (
                <Box component="th" scope="col" key={day} sx={{ textAlign: 'left', p: 1, verticalAlign: 'bottom' }}>
                  <abbr title={longDay(day)} style={{ textDecoration: 'none' }}>
                    {shortDay(day)}
                  </abbr>
                  {holidays.get(day) ? (
                    <Box component="span" sx={{ display: 'block', fontWeight: 400, fontSize: '0.75rem' }}>
                      {translate(`${T}.holiday`, { name: holidays.get(day) })}
                    </Box>
                  ) : null}
                </Box>
              ))}
            </tr>
          </thead>
          <tbody>
            {people.map((person) => (
              <tr key={person.id}>
                <Box component="th" scope="row" sx={{ textAlign: 'left', p: 1, borderTop: 1, borderColor: 'divider' }}>
                  {person.name}
                </Box>
                {days.map((day) => (
                  <DayCell key={day} person={person} day={day} {...props} />
                ))}
              </tr>
            ))}
          </tbody>
        </Box>
      </Box>
    </DndContext>
  );
}

interface DayCellProps extends WeekGridProps {
  person: PlannerPerson;
  day: string;
}

function DayCell({ person, day, shifts, holidays, departmentNames, canEdit, onCreate, onEdit }: DayCellProps) {
  const translate = useTranslate();
  const id = cellId(person.id, day);
  const { setNodeRef, isOver } = useDroppable({ id });
  const pressed = useRef(false);
  const mine = shifts.filter((shift) => shift.person === person.id && shift.day === day);
  const label = translate(`${T}.addShift`, { name: person.name, day: longDay(day) });
  return (
    <Box
      component="td"
      ref={setNodeRef}
      data-cell={id}
      onPointerDown={(event: React.PointerEvent) => {
        pressed.current = canEdit && event.target === event.currentTarget;
      }}
      onPointerUp={(event: React.PointerEvent) => {
        if (pressed.current && event.target === event.currentTarget) onCreate(person, day);
        pressed.current = false;
      }}
      sx={{
        verticalAlign: 'top',
        p: 0.5,
        border: 1,
        borderColor: 'divider',
        height: 72,
        bgcolor: isOver ? 'action.selected' : holidays.has(day) ? 'action.hover' : undefined,
        cursor: canEdit ? 'copy' : undefined,
      }}
    >
      <Box sx={{ display: 'grid', gap: 0.5, pointerEvents: 'none', '& > *': { pointerEvents: 'auto' } }}>
        {mine.map((shift) => (
          <ShiftChip
            key={shift.key}
            occurrence={shift}
            departmentName={shift.department ? departmentNames.get(shift.department) : undefined}
            canEdit={canEdit}
            onEdit={onEdit}
          />
        ))}
        {canEdit ? (
          <IconButton
            size="small"
            aria-label={label}
            title={label}
            onClick={() => onCreate(person, day)}
            sx={{ justifySelf: 'start' }}
          >
            <AddIcon fontSize="small" />
          </IconButton>
        ) : null}
      </Box>
    </Box>
  );
}
