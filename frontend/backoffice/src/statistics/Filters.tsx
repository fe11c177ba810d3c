import { useState } from 'react';
import type { FormEvent } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { statisticsMessages as T } from '../i18n/statistics';
import { MAX_RANGE_DAYS, PRESETS, formatGermanDate, parseGermanDate, rangeLength } from './dateRange';
import type { DateRange, Preset } from './dateRange';

export interface BranchOption {
  id: number;
  name: string;
}

interface FiltersProps {
  preset: Preset;
  range: DateRange;
  onPreset: (preset: Preset) => void;
  onCustomRange: (range: DateRange) => void;
  branches: readonly BranchOption[];
  /** 'Alle Filialen' (admins) or 'Alle meine Filialen' (employees) */
  allBranchesLabel: string;
  branch: number | undefined;
  onBranch: (branch: number | undefined) => void;
  compare: boolean;
  onCompare: (compare: boolean) => void;
}

interface RangeErrors {
  from?: string;
  to?: string;
}

/** Checks the two typed dates: German format, start not after end, at most 366 days. */
export function checkCustomRange(fromText: string, toText: string): { range?: DateRange; errors: RangeErrors } {
  const from = parseGermanDate(fromText);
  const to = parseGermanDate(toText);
  const errors: RangeErrors = {};
  if (!from) errors.from = T.invalidDate;
  if (!to) errors.to = T.invalidDate;
  if (from && to) {
    if (from > to) errors.from = T.fromAfterTo;
    else if (rangeLength({ from, to }) > MAX_RANGE_DAYS) errors.to = T.tooLong;
  }
  return errors.from || errors.to || !from || !to ? { errors } : { range: { from, to }, errors };
}

function CustomRange({ range, onApply }: { range: DateRange; onApply: (range: DateRange) => void }) {
  const [fromText, setFromText] = useState(formatGermanDate(range.from));
  const [toText, setToText] = useState(formatGermanDate(range.to));
  const [errors, setErrors] = useState<RangeErrors>({});
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = checkCustomRange(fromText, toText);
    setErrors(checked.errors);
    if (checked.range) onApply(checked.range);
  };
  return (
    <Box
      component="form"
      noValidate
      onSubmit={submit}
      sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'flex-start' }}
    >
      <TextField
        label={T.from}
        value={fromText}
        onChange={(event) => setFromText(event.target.value)}
        size="small"
        error={Boolean(errors.from)}
        helperText={errors.from ?? T.dateHelper}
        slotProps={{ htmlInput: { inputMode: 'numeric', autoComplete: 'off' } }}
        sx={{ width: { xs: '100%', sm: 180 } }}
      />
      <TextField
        label={T.to}
        value={toText}
        onChange={(event) => setToText(event.target.value)}
        size="small"
        error={Boolean(errors.to)}
        helperText={errors.to ?? T.dateHelper}
        slotProps={{ htmlInput: { inputMode: 'numeric', autoComplete: 'off' } }}
        sx={{ width: { xs: '100%', sm: 180 } }}
      />
      <Button type="submit" variant="contained" sx={{ mt: 0.25 }}>
        {T.apply}
      </Button>
    </Box>
  );
}

/** Zeitraum (presets or two dates), Filiale and the comparison switch. */
export function Filters(props: FiltersProps) {
  const { preset, range, onPreset, onCustomRange, branches, allBranchesLabel, branch, onBranch, compare, onCompare } =
    props;
  return (
    <Box component="section" aria-label={T.filters} sx={{ display: 'flex', flexDirection: 'column', gap: 1.5, mb: 2 }}>
      <ToggleButtonGroup
        value={preset}
        exclusive
        size="small"
        color="primary"
        aria-label={T.range}
        onChange={(_, value: Preset | null) => {
          if (value) onPreset(value);
        }}
        sx={{ flexWrap: 'wrap' }}
      >
        {PRESETS.map((name) => (
          <ToggleButton key={name} value={name} sx={{ textTransform: 'none', px: 1.5 }}>
            {T.presets[name]}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      {preset === 'custom' ? <CustomRange range={range} onApply={onCustomRange} /> : null}
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center' }}>
        <TextField
          select
          label={T.branch}
          size="small"
          value={branch === undefined ? '' : String(branch)}
          onChange={(event) => onBranch(event.target.value === '' ? undefined : Number(event.target.value))}
          sx={{ width: { xs: '100%', sm: 280 } }}
          slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
        >
          <MenuItem value="">{allBranchesLabel}</MenuItem>
          {branches.map((option) => (
            <MenuItem key={option.id} value={String(option.id)}>
              {option.name}
            </MenuItem>
          ))}
        </TextField>
        <FormControlLabel
          control={<Checkbox checked={compare} onChange={(event) => onCompare(event.target.checked)} />}
          label={T.compare}
        />
      </Box>
    </Box>
  );
}
