/** One row of the navigation tree: drag handle, summary, nesting buttons, and its fields when opened. */
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import FormatIndentDecreaseIcon from '@mui/icons-material/FormatIndentDecrease';
import FormatIndentIncreaseIcon from '@mui/icons-material/FormatIndentIncrease';
import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { useTranslate } from 'react-admin';
import { DragHandle } from '../../components/sortable/DragHandle';
import { ItemFields } from './ItemFields';
import type { FlatItem } from './navigationTree';
import { INDENT } from './navigationTree';

const T = 'resources.navigations.tree';

interface Props {
  row: FlatItem;
  position: string;
  expanded: boolean;
  canIndent: boolean;
  onToggle: () => void;
  onIndent: () => void;
  onOutdent: () => void;
  onRemove: () => void;
  onChange: (item: FlatItem['item']) => void;
}

export function TreeRow({
  row,
  position,
  expanded,
  canIndent,
  onToggle,
  onIndent,
  onOutdent,
  onRemove,
  onChange,
}: Props) {
  const translate = useTranslate();
  const sortable = useSortable({ id: row.key, attributes: { roleDescription: translate(`${T}.roleDescription`) } });
  const { setNodeRef, transform, transition, isDragging } = sortable;
  const type = translate(`resources.navigations.itemTypes.${row.item.type}`);
  const name = row.item.label || type;
  const button = (key: string, icon: React.ReactNode, onClick: () => void, disabled = false) => {
    const label = translate(`${T}.${key}`, { name });
    return (
      <Tooltip title={label}>
        <span>
          <IconButton size="small" aria-label={label} onClick={onClick} disabled={disabled}>
            {icon}
          </IconButton>
        </span>
      </Tooltip>
    );
  };
  return (
    <Box
      component="li"
      ref={setNodeRef}
      data-depth={row.depth}
      style={{ transform: CSS.Translate.toString(transform), transition }}
      sx={{ ml: `${row.depth * INDENT}px`, position: 'relative', zIndex: isDragging ? 2 : 'auto' }}
    >
      <Paper variant="outlined" sx={{ p: 1, opacity: isDragging ? 0.85 : 1 }}>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
          <DragHandle sortable={sortable} label={translate(`${T}.move`, { name })} describedBy="navigation-tree-help" />
          <Typography sx={{ flex: 1, minWidth: 0 }} noWrap>
            <Box component="span" sx={{ color: 'text.secondary', mr: 1 }}>
              {position}
            </Box>
            {name}
            <Box component="span" sx={{ color: 'text.secondary', ml: 1 }}>
              {row.item.label ? `· ${type}` : ''}
              {row.item.isEnabled === false ? ` · ${translate(`${T}.hidden`)}` : ''}
            </Box>
          </Typography>
          {button('outdent', <FormatIndentDecreaseIcon fontSize="small" />, onOutdent, row.depth === 0)}
          {button('indent', <FormatIndentIncreaseIcon fontSize="small" />, onIndent, !canIndent)}
          <Tooltip title={translate(`${T}.edit`, { name })}>
            <IconButton
              size="small"
              aria-label={translate(`${T}.edit`, { name })}
              aria-expanded={expanded}
              onClick={onToggle}
            >
              <EditIcon fontSize="small" />
            </IconButton>
          </Tooltip>
          {button('remove', <DeleteIcon fontSize="small" />, onRemove)}
        </Box>
        {expanded ? <ItemFields item={row.item} onChange={onChange} /> : null}
      </Paper>
    </Box>
  );
}
