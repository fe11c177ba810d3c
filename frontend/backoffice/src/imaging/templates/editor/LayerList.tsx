import AddIcon from '@mui/icons-material/Add';
import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import DeleteIcon from '@mui/icons-material/Delete';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslate } from 'react-admin';
import type { Layer, LayerKind } from '../../types';
import { layerName, MAX_LAYERS, moveLayer, topFirst } from './layers';

const T = 'resources.image-templates.layers';
const KINDS: LayerKind[] = ['image', 'text', 'shape'];

interface LayerListProps {
  layers: Layer[];
  selected: string | null;
  onSelect: (id: string) => void;
  onChange: (layers: Layer[]) => void;
  onAdd: (kind: LayerKind) => void;
  onRemove: (layer: Layer) => void;
}

/**
 * The layers, the front one first (stored bottom first): select, a step forward or backward, remove (asked
 * first); adding puts a new image, text or shape on top. After a move the focus stays on the moved layer's
 * button (or its other arrow at an end) and the new position is announced.
 */
export function LayerList({ layers, selected, onSelect, onChange, onAdd, onRemove }: LayerListProps) {
  const translate = useTranslate();
  const list = useRef<HTMLOListElement>(null);
  const [moved, setMoved] = useState<{ id: string; direction: 'forward' | 'backward' } | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const titleId = useId();
  const shown = topFirst(layers);

  useEffect(() => {
    if (!moved) return;
    const row = list.current?.querySelector(`[data-row="${CSS.escape(moved.id)}"]`);
    const same = row?.querySelector<HTMLButtonElement>(`[data-move="${moved.direction}"]:not(:disabled)`);
    (same ?? row?.querySelector<HTMLButtonElement>('[data-move]:not(:disabled)'))?.focus();
  }, [moved, layers]);

  const move = (layer: Layer, direction: 'forward' | 'backward') => {
    const next = moveLayer(layers, layer.id, direction);
    onChange(next);
    setMoved({ id: layer.id, direction });
    const position = topFirst(next).findIndex((other) => other.id === layer.id) + 1;
    setAnnouncement(translate(`${T}.movedTo`, { name: layerName(layer), position, count: next.length }));
  };

  const full = layers.length >= MAX_LAYERS;
  return (
    <Box component="section" aria-labelledby={titleId}>
      <Typography id={titleId} variant="subtitle1" component="h3">
        {translate(`${T}.title`)}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {translate(shown.length ? `${T}.help` : `${T}.empty`)}
      </Typography>
      <Box component="ol" ref={list} sx={{ listStyle: 'none', p: 0, my: 1 }}>
        {shown.map((layer, index) => {
          const name = layerName(layer);
          return (
            <Box
              component="li"
              key={layer.id}
              data-row={layer.id}
              sx={{
                display: 'flex',
                alignItems: 'center',
                gap: 0.5,
                borderRadius: 1,
                bgcolor: layer.id === selected ? 'action.selected' : undefined,
              }}
            >
              <Button
                onClick={() => onSelect(layer.id)}
                aria-pressed={layer.id === selected}
                color="inherit"
                sx={{ flex: 1, justifyContent: 'flex-start', textTransform: 'none', minWidth: 0 }}
              >
                <Box component="span" sx={{ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>
                  {name}
                </Box>{' '}
                <Box component="span" sx={{ ml: 1, color: 'text.secondary', fontSize: '0.8em' }}>
                  {translate(`${T}.kinds.${layer.kind}`)}
                </Box>
              </Button>
              <IconButton
                data-move="forward"
                aria-label={translate(`${T}.forward`, { name })}
                disabled={index === 0}
                onClick={() => move(layer, 'forward')}
                size="small"
              >
                <ArrowUpwardIcon fontSize="small" />
              </IconButton>
              <IconButton
                data-move="backward"
                aria-label={translate(`${T}.backward`, { name })}
                disabled={index === shown.length - 1}
                onClick={() => move(layer, 'backward')}
                size="small"
              >
                <ArrowDownwardIcon fontSize="small" />
              </IconButton>
              <IconButton
                aria-label={translate(`${T}.remove`, { name })}
                onClick={() => onRemove(layer)}
                size="small"
                sx={{ color: '#b71c1c' }}
              >
                <DeleteIcon fontSize="small" />
              </IconButton>
            </Box>
          );
        })}
      </Box>
      <Box role="group" aria-label={translate(`${T}.add`)} sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
        {KINDS.map((kind) => (
          <Button
            key={kind}
            variant="outlined"
            size="small"
            startIcon={<AddIcon />}
            disabled={full}
            onClick={() => onAdd(kind)}
            aria-label={translate(`${T}.addKind`, { kind: translate(`${T}.kinds.${kind}`) })}
          >
            {translate(`${T}.kinds.${kind}`)}
          </Button>
        ))}
      </Box>
      {full ? (
        <Typography variant="body2" sx={{ mt: 1 }}>
          {translate(`${T}.full`, { max: MAX_LAYERS })}
        </Typography>
      ) : null}
      <Box role="status" sx={visuallyHidden}>
        {announcement}
      </Box>
    </Box>
  );
}

const visuallyHidden = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;
