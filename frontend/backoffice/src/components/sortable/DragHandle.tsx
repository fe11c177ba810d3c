/** The handle a sortable row is dragged by (pointer, touch, or focused and moved with the keyboard). */
import DragIndicatorIcon from '@mui/icons-material/DragIndicator';
import IconButton from '@mui/material/IconButton';
import type { useSortable } from '@dnd-kit/sortable';

type Sortable = ReturnType<typeof useSortable>;

interface DragHandleProps {
  sortable: Pick<Sortable, 'attributes' | 'listeners' | 'setActivatorNodeRef' | 'isDragging'>;
  /** the accessible name, e.g. '„Suppe“ verschieben' */
  label: string;
  /** the id of a further description, read after the drag instructions */
  describedBy?: string;
}

export function DragHandle({ sortable, label, describedBy }: DragHandleProps) {
  const { attributes, listeners, setActivatorNodeRef, isDragging } = sortable;
  return (
    <IconButton
      ref={setActivatorNodeRef}
      {...attributes}
      {...listeners}
      aria-label={label}
      aria-describedby={
        describedBy ? `${attributes['aria-describedby']} ${describedBy}` : attributes['aria-describedby']
      }
      size="small"
      sx={{ cursor: isDragging ? 'grabbing' : 'grab', touchAction: 'none' }}
    >
      <DragIndicatorIcon fontSize="small" />
    </IconButton>
  );
}
