import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslate } from 'react-admin';
import type { Layer, TemplateDraft } from '../../types';
import { fitScale } from './geometry';
import { LayerBox } from './LayerBox';
import { useLayerDrag } from './useLayerDrag';
import { usePreview } from './usePreview';

const T = 'resources.image-templates.editor';
const MAX_HEIGHT = 560;
const FALLBACK_WIDTH = 520;

/** The width the canvas may take: its container's, followed while the window changes. */
function useAvailableWidth() {
  const ref = useRef<HTMLDivElement>(null);
  const [width, setWidth] = useState(FALLBACK_WIDTH);
  useEffect(() => {
    const element = ref.current;
    if (!element || typeof ResizeObserver === 'undefined') return undefined;
    const observer = new ResizeObserver(([entry]) => {
      if (entry.contentRect.width > 0) setWidth(entry.contentRect.width);
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return { ref, width };
}

interface TemplateCanvasProps {
  draft: TemplateDraft;
  selected: string | null;
  onSelect: (id: string) => void;
  onMove: (id: string, position: { x: number; y: number }) => void;
  onRemove: (layer: Layer) => void;
}

/** The server's preview, scaled to fit, with the layers' boxes drawn over it (bottom first, like the picture). */
export function TemplateCanvas({ draft, selected, onSelect, onMove, onRemove }: TemplateCanvasProps) {
  const translate = useTranslate();
  const helpId = useId();
  const preview = usePreview(draft);
  const { ref, width: available } = useAvailableWidth();
  const scale = fitScale(draft, { width: available, height: MAX_HEIGHT });
  const drag = useLayerDrag(draft, draft.layers, scale, onMove);

  return (
    <Box ref={ref} sx={{ flex: '1 1 420px', minWidth: 0 }}>
      <Typography id={helpId} variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {translate(`${T}.canvasHelp`)}
      </Typography>
      <Box
        role="group"
        aria-label={translate(`${T}.canvas`)}
        aria-describedby={helpId}
        sx={{
          position: 'relative',
          width: draft.width * scale,
          height: draft.height * scale,
          backgroundColor: draft.background,
          overflow: 'hidden',
          border: 1,
          borderColor: 'divider',
        }}
      >
        {preview.url ? (
          <Box
            component="img"
            src={preview.url}
            alt=""
            draggable={false}
            sx={{ position: 'absolute', inset: 0, width: '100%', height: '100%', pointerEvents: 'none' }}
          />
        ) : null}
        {draft.layers.map((layer) => (
          <LayerBox
            key={layer.id}
            layer={layer}
            scale={scale}
            selected={layer.id === selected}
            onSelect={() => onSelect(layer.id)}
            onMove={(position) => onMove(layer.id, position)}
            onRemove={() => onRemove(layer)}
            onPointerDown={(event) => drag.start(layer, event)}
            onPointerMove={drag.move}
            onPointerUp={drag.end}
          />
        ))}
        {drag.guides.map((guide) => (
          <Box
            key={`${guide.axis}-${guide.position}`}
            data-guide={guide.axis}
            aria-hidden
            sx={{
              position: 'absolute',
              zIndex: 3,
              pointerEvents: 'none',
              backgroundColor: '#d500f9',
              ...(guide.axis === 'x'
                ? { left: guide.position * scale, top: 0, bottom: 0, width: '1px' }
                : { top: guide.position * scale, left: 0, right: 0, height: '1px' }),
            }}
          />
        ))}
      </Box>
      <Box sx={{ height: 4, mt: 0.5, maxWidth: draft.width * scale }}>
        {preview.loading ? <LinearProgress aria-label={translate(`${T}.previewLoading`)} /> : null}
      </Box>
      {preview.error ? (
        <Alert severity="warning" sx={{ mt: 1, maxWidth: Math.max(320, draft.width * scale) }}>
          {preview.error}
        </Alert>
      ) : null}
    </Box>
  );
}
