/** One shift in the Dienstplan: times, department, conflict mark (icon and text), drag handle, click to edit. */
import DragIndicatorIcon from '@mui/icons-material/DragIndicator';
import RepeatIcon from '@mui/icons-material/Repeat';
import WarningIcon from '@mui/icons-material/WarningAmber';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import IconButton from '@mui/material/IconButton';
import { useDraggable } from '@dnd-kit/core';
import { CSS } from '@dnd-kit/utilities';
import { useTranslate } from 'react-admin';
import { longDay, shortDay, wallClock } from './dates';
import type { Occurrence } from './api';

const T = 'resources.planner';
// read by screen readers, not shown (the grid's row and column say it to the eye)
const HIDDEN = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;

export function shiftLabel(occurrence: Occurrence): string {
  return `${occurrence.personName}, ${shortDay(occurrence.day)} ${wallClock(occurrence.start)}–${wallClock(occurrence.end)}`;
}

interface ShiftChipProps {
  occurrence: Occurrence;
  departmentName?: string;
  canEdit: boolean;
  onEdit: (occurrence: Occurrence) => void;
  showName?: boolean;
  /** false in the month view (moving is done in the week) */
  movable?: boolean;
}

export function ShiftChip({
  occurrence,
  departmentName,
  canEdit,
  onEdit,
  showName = false,
  movable = true,
}: ShiftChipProps) {
  const translate = useTranslate();
  const draggable = movable && canEdit && occurrence.kind === 'shift';
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, isDragging } = useDraggable({
    id: occurrence.key,
    disabled: !draggable,
    attributes: { roleDescription: translate(`${T}.dnd.roleDescription`) },
  });
  const conflict = occurrence.conflicts.length > 0;
  const absence = occurrence.kind !== 'shift';
  const times = `${wallClock(occurrence.start)}–${wallClock(occurrence.end)}`;
  return (
    <Box
      ref={setNodeRef}
      data-shift={occurrence.key}
      style={{ transform: CSS.Translate.toString(transform) }}
      sx={{
        display: 'flex',
        alignItems: 'stretch',
        border: 1,
        borderColor: conflict ? 'warning.dark' : 'divider',
        borderLeftWidth: 4,
        borderRadius: 1,
        bgcolor: absence ? 'action.hover' : 'background.paper',
        zIndex: isDragging ? 3 : 'auto',
        position: 'relative',
        boxShadow: isDragging ? 4 : 0,
        fontSize: '0.8125rem',
        minWidth: 0,
        overflow: 'hidden',
        overflowWrap: 'break-word',
        hyphens: 'auto',
      }}
    >
      {draggable ? (
        <IconButton
          ref={setActivatorNodeRef}
          {...attributes}
          {...listeners}
          size="small"
          aria-label={translate(`${T}.dnd.move`, { name: shiftLabel(occurrence) })}
          sx={{ borderRadius: 0, px: 0.25, cursor: isDragging ? 'grabbing' : 'grab', touchAction: 'none' }}
        >
          <DragIndicatorIcon fontSize="small" />
        </IconButton>
      ) : null}
      <ButtonBase
        onClick={() => onEdit(occurrence)}
        disabled={!canEdit}
        sx={{ flex: 1, justifyContent: 'flex-start', textAlign: 'left', p: 0.5, display: 'block', minWidth: 0 }}
      >
        <Box component="span" sx={HIDDEN}>
          {showName ? '' : `${occurrence.personName}, `}
          {longDay(occurrence.day)}:{' '}
        </Box>
        <Box component="span" sx={{ display: 'block', fontWeight: 600 }}>
          {showName ? `${occurrence.personName} ` : ''}
          {absence ? translate(`${T}.absence`) : times}
        </Box>
        {departmentName || occurrence.isRepeatedWeekly ? (
          <Box component="span" sx={{ display: 'flex', gap: 0.5, alignItems: 'center', color: 'text.secondary' }}>
            {occurrence.isRepeatedWeekly ? (
              <>
                <RepeatIcon fontSize="inherit" aria-hidden />
                <Box component="span" sx={HIDDEN}>
                  {translate(`${T}.repeated`)}
                </Box>
              </>
            ) : null}
            {departmentName}
          </Box>
        ) : null}
        {conflict ? (
          <Box
            component="span"
            sx={{ display: 'flex', gap: 0.5, alignItems: 'center', color: 'warning.dark', fontWeight: 600 }}
          >
            <WarningIcon fontSize="inherit" aria-hidden />
            {translate(`${T}.conflict`)}
            <Box component="span" sx={HIDDEN}>
              : {occurrence.conflicts.join(' ')}
            </Box>
          </Box>
        ) : null}
      </ButtonBase>
    </Box>
  );
}
