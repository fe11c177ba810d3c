/** The Dienstplan's heading, week/month switch, navigation (Vorherige Woche, Heute, Nächste Woche) and filters. */
import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import type { Choice } from './ShiftDialog';

const T = 'resources.planner';
export type PlannerView = 'week' | 'month';

interface PlannerToolbarProps {
  view: PlannerView;
  onView: (view: PlannerView) => void;
  title: string;
  onStep: (direction: -1 | 0 | 1) => void;
  branches: Choice[];
  departments: Choice[];
  branch: number | null;
  department: number | null;
  onBranch: (branch: number | null) => void;
  onDepartment: (department: number | null) => void;
  actions: ReactNode;
}

export function PlannerToolbar(props: PlannerToolbarProps) {
  const { view, onView, title, onStep, branches, departments, branch, department } = props;
  const translate = useTranslate();
  const unit = view === 'week' ? 'Week' : 'Month';
  const departmentChoices = departments.filter((choice) => branch === null || choice.branch === branch);
  const toNumber = (value: string) => (value === '' ? null : Number(value));
  return (
    <Box sx={{ display: 'grid', gap: 1.5, mb: 2 }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
        <Typography variant="h5" component="h1" sx={{ mr: 'auto' }}>
          {translate(`${T}.title`)}
        </Typography>
        {props.actions}
        <ToggleButtonGroup
          value={view}
          exclusive
          size="small"
          aria-label={translate(`${T}.view`)}
          onChange={(_, value: PlannerView | null) => value && onView(value)}
        >
          <ToggleButton value="week">{translate(`${T}.week`)}</ToggleButton>
          <ToggleButton value="month">{translate(`${T}.month`)}</ToggleButton>
        </ToggleButtonGroup>
      </Box>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
        <Button variant="outlined" startIcon={<ChevronLeftIcon />} onClick={() => onStep(-1)}>
          {translate(`${T}.previous${unit}`)}
        </Button>
        <Button variant="outlined" onClick={() => onStep(0)}>
          {translate(`${T}.today`)}
        </Button>
        <Button variant="outlined" endIcon={<ChevronRightIcon />} onClick={() => onStep(1)}>
          {translate(`${T}.next${unit}`)}
        </Button>
        <Typography component="h2" variant="h6" aria-live="polite" sx={{ mx: 1 }}>
          {title}
        </Typography>
        <Box sx={{ display: 'flex', gap: 1, ml: 'auto', flexWrap: 'wrap' }}>
          <TextField
            select
            size="small"
            label={translate(`${T}.branch`)}
            value={branch ?? ''}
            onChange={(event) => props.onBranch(toNumber(event.target.value))}
            sx={{ width: 220 }}
            fullWidth={false}
          >
            <MenuItem value="">{translate(`${T}.all`)}</MenuItem>
            {branches.map((choice) => (
              <MenuItem key={choice.id} value={choice.id}>
                {choice.name}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            select
            size="small"
            label={translate(`${T}.department`)}
            value={department ?? ''}
            onChange={(event) => props.onDepartment(toNumber(event.target.value))}
            sx={{ width: 220 }}
            fullWidth={false}
          >
            <MenuItem value="">{translate(`${T}.all`)}</MenuItem>
            {departmentChoices.map((choice) => (
              <MenuItem key={choice.id} value={choice.id}>
                {choice.name}
              </MenuItem>
            ))}
          </TextField>
        </Box>
      </Box>
    </Box>
  );
}
