import Box from '@mui/material/Box';
import type { KeyboardEvent, PointerEvent as ReactPointerEvent } from 'react';
import { useTranslate } from 'react-admin';
import type { Layer } from '../../types';
import { nudge } from './geometry';
import { layerName } from './layers';

const T = 'resources.image-templates';
/** The least size of a box's hit area on screen (WCAG 2.5.8, axe target-size). */
const MIN_TARGET = 24;

interface LayerBoxProps {
  layer: Layer;
  scale: number;
  selected: boolean;
  onSelect: () => void;
  onMove: (position: { x: number; y: number }) => void;
  onRemove: () => void;
  onPointerDown: (event: ReactPointerEvent<HTMLElement>) => void;
  onPointerMove: (event: ReactPointerEvent<HTMLElement>) => void;
  onPointerUp: (event: ReactPointerEvent<HTMLElement>) => void;
}

/**
 * A layer's box over the preview: scaled, turned like the layer, selected by a click or Tab, moved by dragging
 * or the arrow keys (Shift: 10 px), removed with Delete after a confirmation. A box smaller than 24 px on screen
 * gets a larger hit area around it; the outline keeps the layer's size.
 */
export function LayerBox({ layer, scale, selected, onSelect, onMove, onRemove, ...pointer }: LayerBoxProps) {
  const translate = useTranslate();
  const width = layer.width * scale;
  const height = layer.height * scale;
  const padX = Math.max(0, (MIN_TARGET - width) / 2);
  const padY = Math.max(0, (MIN_TARGET - height) / 2);

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key === 'Delete' || event.key === 'Backspace') {
      event.preventDefault();
      onRemove();
      return;
    }
    const position = nudge(layer, event.key, event.shiftKey);
    if (!position) return;
    event.preventDefault();
    onMove(position);
  };

  return (
    <Box
      role="button"
      tabIndex={0}
      aria-pressed={selected}
      aria-label={translate(`${T}.editor.layerBox`, {
        name: layerName(layer),
        kind: translate(`${T}.layers.kinds.${layer.kind}`),
        x: layer.x,
        y: layer.y,
      })}
      data-layer={layer.id}
      onFocus={onSelect}
      onKeyDown={onKeyDown}
      onPointerDown={(event) => {
        onSelect();
        event.currentTarget.focus();
        pointer.onPointerDown(event);
      }}
      onPointerMove={pointer.onPointerMove}
      onPointerUp={pointer.onPointerUp}
      onPointerCancel={pointer.onPointerUp}
      sx={{
        position: 'absolute',
        left: layer.x * scale - padX,
        top: layer.y * scale - padY,
        width: width + 2 * padX,
        height: height + 2 * padY,
        transform: layer.rotation ? `rotate(${layer.rotation}deg)` : undefined,
        cursor: 'move',
        touchAction: 'none',
        outline: 'none',
        zIndex: selected ? 2 : 1,
        '&:focus-visible > span': { outline: '3px solid #ffab00', outlineOffset: '2px' },
      }}
    >
      <Box
        component="span"
        sx={{
          position: 'absolute',
          left: padX,
          top: padY,
          width,
          height,
          boxSizing: 'border-box',
          // two lines, dark and light, so the box shows on any picture
          border: selected ? '2px solid #0d47a1' : '1px dashed #424242',
          boxShadow: selected ? '0 0 0 1px #ffffff' : '0 0 0 1px rgba(255,255,255,0.8)',
        }}
      />
    </Box>
  );
}
