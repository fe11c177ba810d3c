/**
 * 'Dienstplan': the planned shifts of a week (people × days) or a month, with branch and department
 * filters, navigation by week or month, conflicts flagged on the shifts and listed below, creating,
 * moving, changing and deleting shifts, and 'Vorwoche kopieren' (administrators plan, staff read).
 */
import WarningIcon from '@mui/icons-material/WarningAmber';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { Title, useGetList, useNotify, usePermissions, useTranslate } from 'react-admin';
import { isAdmin } from '../../api/authProvider';
import { LoadError } from '../../components/LoadError';
import { addDays, businessToday, longDay, monthGrid, monthTitle, moveToDay, weekDays, weekTitle } from './dates';
import { CopyWeekButton } from './CopyWeekButton';
import { MonthGrid } from './MonthGrid';
import { PlannerToolbar } from './PlannerToolbar';
import type { PlannerView } from './PlannerToolbar';
import { createShift, deleteSchedule, fetchPlan, moveShift, skipDay, updateSchedule } from './api';
import type { Occurrence, ShiftInput } from './api';
import { ShiftDialog } from './ShiftDialog';
import type { Choice, DialogTarget } from './ShiftDialog';
import { WeekGrid } from './WeekGrid';

const T = 'resources.planner';
const ALL = { pagination: { page: 1, perPage: 500 }, sort: { field: 'name', order: 'ASC' as const } };

export default function PlannerPage() {
  const translate = useTranslate();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const { permissions } = usePermissions();
  const canEdit = isAdmin(permissions);
  const [view, setView] = useState<PlannerView>('week');
  const [anchor, setAnchor] = useState(() => businessToday());
  const [branch, setBranch] = useState<number | null>(null);
  const [department, setDepartment] = useState<number | null>(null);
  const [dialog, setDialog] = useState<DialogTarget | null>(null);
  const [busy, setBusy] = useState(false);

  const branches = useGetList('branches', ALL).data ?? [];
  const departments = useGetList('departments', ALL).data ?? [];
  const people = useGetList('time-tracking-people', {
    ...ALL,
    sort: { field: 'username', order: 'ASC' },
    filter: { isActive: true },
  }).data;
  const days = view === 'week' ? weekDays(anchor) : monthGrid(anchor).flat();
  const range = { from: days[0], to: days[days.length - 1], branch, department };
  const queryKey = ['planner', range];
  const plan = useQuery({ queryKey, queryFn: ({ signal }) => fetchPlan(range, signal), retry: false });

  const holidays = useMemo(() => {
    const found = new Map<string, string>();
    for (const shift of [...(plan.data?.shifts ?? []), ...(plan.data?.skipped ?? [])]) {
      if (shift.holiday) found.set(shift.day, shift.holiday);
    }
    return found;
  }, [plan.data]);
  const rows = useMemo(() => {
    const found = new Map<number, string>();
    for (const person of people ?? []) found.set(Number(person.id), String(person.fullName ?? person.username));
    for (const shift of plan.data?.shifts ?? [])
      if (!found.has(shift.person)) found.set(shift.person, shift.personName);
    return [...found].map(([id, name]) => ({ id, name })).sort((a, b) => a.name.localeCompare(b.name, 'de'));
  }, [people, plan.data]);
  const branchChoices: Choice[] = branches.map((record) => ({ id: Number(record.id), name: String(record.name) }));
  const departmentChoices: Choice[] = departments.map((record) => ({
    id: Number(record.id),
    name: String(record.name),
    branch: Number(record.branch),
  }));
  const departmentNames = new Map(departmentChoices.map((choice) => [choice.id, choice.name]));
  const title = view === 'week' ? weekTitle(anchor) : monthTitle(anchor);

  const run = async (work: () => Promise<unknown>, success: string) => {
    setBusy(true);
    try {
      await work();
      notify(success, { type: 'info' });
      setDialog(null);
      await queryClient.invalidateQueries({ queryKey: ['planner'] });
    } catch (error) {
      notify(error instanceof Error ? error.message : translate(`${T}.messages.updateFailed`), { type: 'error' });
    } finally {
      setBusy(false);
    }
  };
  const save = (input: ShiftInput) => {
    if (dialog?.mode === 'edit') {
      const { occurrence } = dialog;
      const change = { start: input.start, end: input.end, branch: input.branch, department: input.department };
      const work = occurrence.isRepeatedWeekly
        ? () => moveShift(occurrence, change)
        : () =>
            updateSchedule(occurrence.schedule, {
              ...change,
              note: input.note,
              isRepeatedWeekly: input.isRepeatedWeekly,
            });
      void run(work, translate(`${T}.saved`));
    } else {
      void run(() => createShift(input), translate(`${T}.created`));
    }
  };
  const remove = (scope: 'day' | 'series') => {
    if (dialog?.mode !== 'edit') return;
    const { occurrence } = dialog;
    const work =
      scope === 'day' ? () => skipDay(occurrence.schedule, occurrence.day) : () => deleteSchedule(occurrence.schedule);
    void run(work, translate(`${T}.deleted`));
  };
  const move = (occurrence: Occurrence, person: number, day: string) => {
    const times = moveToDay(occurrence.localStart, occurrence.localEnd, occurrence.day, day);
    if (!times) return;
    const change = person === occurrence.person ? times : { ...times, person };
    void run(() => moveShift(occurrence, change), translate(`${T}.moved`, { day: longDay(day) }));
  };
  const step = (direction: -1 | 0 | 1) => {
    if (direction === 0) setAnchor(businessToday());
    else if (view === 'week') setAnchor(addDays(anchor, 7 * direction));
    else setAnchor(addDays(`${anchor.slice(0, 7)}-15`, 30 * direction));
  };

  return (
    <Box sx={{ p: { xs: 1, sm: 2 } }}>
      <Title title={`${T}.title`} />
      <PlannerToolbar
        view={view}
        onView={setView}
        title={title}
        onStep={step}
        branches={branchChoices}
        departments={departmentChoices}
        branch={branch}
        department={department}
        onBranch={(value) => {
          setBranch(value);
          setDepartment(null);
        }}
        onDepartment={setDepartment}
        actions={
          canEdit && view === 'week' ? (
            <CopyWeekButton
              monday={days[0]}
              branch={branch}
              department={department}
              people={rows.map((row) => row.id)}
              onDone={() => queryClient.invalidateQueries({ queryKey: ['planner'] })}
            />
          ) : null
        }
      />
      {plan.isError ? <LoadError message={plan.error.message} onRetry={() => plan.refetch()} /> : null}
      {view === 'week' ? (
        <WeekGrid
          days={days}
          people={rows}
          shifts={plan.data?.shifts ?? []}
          holidays={holidays}
          departmentNames={departmentNames}
          canEdit={canEdit && !busy}
          title={title}
          onCreate={(person, day) => setDialog({ mode: 'create', person, day, branch })}
          onEdit={(occurrence) => setDialog({ mode: 'edit', occurrence })}
          onMove={move}
        />
      ) : (
        <MonthGrid
          weeks={monthGrid(anchor)}
          anchor={anchor}
          shifts={plan.data?.shifts ?? []}
          holidays={holidays}
          canEdit={canEdit}
          title={title}
          onEdit={(occurrence) => setDialog({ mode: 'edit', occurrence })}
          onOpenWeek={(day) => {
            setAnchor(day);
            setView('week');
          }}
        />
      )}
      <Box component="section" aria-labelledby="planner-conflicts" sx={{ mt: 3 }}>
        <Typography id="planner-conflicts" variant="h6" component="h2">
          {translate(`${T}.conflicts`)}
        </Typography>
        {plan.data && plan.data.conflicts.length === 0 ? (
          <Typography>{translate(`${T}.noConflicts`)}</Typography>
        ) : null}
        <Box component="ul" sx={{ pl: 0, listStyle: 'none' }}>
          {plan.data?.conflicts.map((conflict) => (
            <Box
              component="li"
              key={`${conflict.kind}:${conflict.shifts.join()}`}
              sx={{ display: 'flex', gap: 1, mb: 0.5 }}
            >
              <WarningIcon fontSize="small" sx={{ color: 'warning.dark' }} aria-hidden />
              <span>{conflict.message}</span>
            </Box>
          ))}
        </Box>
      </Box>
      {dialog ? (
        <ShiftDialog
          key={dialog.mode === 'edit' ? dialog.occurrence.key : `${dialog.person.id}:${dialog.day}`}
          target={dialog}
          branches={branchChoices}
          departments={departmentChoices}
          busy={busy}
          onClose={() => setDialog(null)}
          onSave={save}
          onDelete={remove}
        />
      ) : null}
    </Box>
  );
}
