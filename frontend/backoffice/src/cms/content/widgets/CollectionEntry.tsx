/** One entry of a collection: a header (handle, kind, summary, actions) and, when open, its fields. */
import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import DeleteIcon from '@mui/icons-material/Delete';
import ExpandLessIcon from '@mui/icons-material/ExpandLess';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import { FieldList, FieldWidget } from '../FieldWidget';
import { useHasErrorsWithin } from '../ContentContext';
import type { ContentFieldSpec } from '../types';

const T = 'resources.cmsContent.list';

/** Read by screen readers, not shown. */
const visuallyHidden = {
  position: 'absolute',
  width: 1,
  height: 1,
  m: '-1px',
  p: 0,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  border: 0,
} as const;

interface CollectionEntryProps {
  handle: ReactNode;
  path: string;
  index: number;
  count: number;
  /** what a person calls the entry ('Akkordeon 2: Öffnungszeiten') */
  name: string;
  /** the kind ('Akkordeon'), null for single values */
  kindLabel: string | null;
  summary: string;
  fields: readonly ContentFieldSpec[];
  single: ContentFieldSpec | null;
  value: unknown;
  collapsed: boolean;
  onToggle: () => void;
  onChange: (value: unknown) => void;
  onMove: (to: number) => void;
  onDuplicate?: () => void;
  onRemove: () => void;
}

function Action({ label, onClick, children }: { label: string; onClick: () => void; children: ReactNode }) {
  return (
    <Tooltip title={label}>
      <IconButton size="small" aria-label={label} onClick={onClick}>
        {children}
      </IconButton>
    </Tooltip>
  );
}

export function CollectionEntry(props: CollectionEntryProps) {
  const { handle, path, index, count, name, kindLabel, summary, fields, single, value, onChange } = props;
  const translate = useTranslate();
  const hasErrors = useHasErrorsWithin(path);
  const open = !props.collapsed || hasErrors;
  const actions = (
    <Box sx={{ display: 'flex', flexShrink: 0 }}>
      {index > 0 ? (
        <Action label={translate(`${T}.moveUp`, { name })} onClick={() => props.onMove(index - 1)}>
          <ArrowUpwardIcon fontSize="small" />
        </Action>
      ) : null}
      {index < count - 1 ? (
        <Action label={translate(`${T}.moveDown`, { name })} onClick={() => props.onMove(index + 1)}>
          <ArrowDownwardIcon fontSize="small" />
        </Action>
      ) : null}
      {props.onDuplicate ? (
        <Action label={translate(`${T}.duplicate`, { name })} onClick={props.onDuplicate}>
          <ContentCopyIcon fontSize="small" />
        </Action>
      ) : null}
      <Action label={translate(`${T}.remove`, { name })} onClick={props.onRemove}>
        <DeleteIcon fontSize="small" />
      </Action>
    </Box>
  );

  if (single) {
    return (
      <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 1 }}>
        {handle}
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <FieldWidget
            spec={{ ...single, label: `${single.label} ${index + 1}` }}
            value={value}
            onChange={onChange}
            path={path}
          />
        </Box>
        {actions}
      </Box>
    );
  }

  const bodyId = `${path.replace(/\./g, '-')}-fields`;
  return (
    <Paper variant="outlined" sx={{ borderColor: hasErrors ? 'error.main' : 'divider', overflow: 'hidden' }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5, px: 0.5, py: 0.25, bgcolor: 'action.hover' }}>
        {handle}
        <Box
          component="button"
          type="button"
          onClick={props.onToggle}
          aria-expanded={open}
          aria-controls={bodyId}
          sx={{
            flex: 1,
            minWidth: 0,
            display: 'flex',
            alignItems: 'center',
            gap: 1,
            border: 0,
            background: 'none',
            font: 'inherit',
            color: 'inherit',
            textAlign: 'left',
            cursor: 'pointer',
            py: 0.75,
          }}
        >
          {open ? <ExpandLessIcon fontSize="small" /> : <ExpandMoreIcon fontSize="small" />}
          {/* the button is named by what it shows ('Zahl 4: Gäste im Jahr') and what it does, read aloud only */}
          <Typography component="span" sx={{ fontWeight: 600, flexShrink: 0 }}>
            {summary ? `${kindLabel}:` : kindLabel}
          </Typography>
          {summary ? ' ' : null}
          {summary ? (
            <Typography component="span" variant="body2" color="text.secondary" noWrap sx={{ minWidth: 0 }}>
              {summary}
            </Typography>
          ) : null}
          <Box component="span" sx={visuallyHidden}>
            {' '}
            {translate(open ? `${T}.collapse` : `${T}.expand`)}
          </Box>
        </Box>
        {actions}
      </Box>
      {open ? (
        <Box id={bodyId} sx={{ p: 2 }}>
          {fields.length ? (
            <FieldList fields={fields} value={value} onChange={onChange} path={path} />
          ) : (
            <Typography variant="body2" color="text.secondary">
              {translate('resources.cmsContent.noFields')}
            </Typography>
          )}
        </Box>
      ) : null}
    </Paper>
  );
}
