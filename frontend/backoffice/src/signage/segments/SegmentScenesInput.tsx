/**
 * The scenes of a Filmsequenz in the order they play, each with its duration and transition. Reordered by drag and
 * drop, by keyboard on the handle (Leertaste, Pfeiltasten, Leertaste) or with the buttons 'nach oben' / 'nach unten',
 * whose focus follows the moved scene; a live region says where it went.
 */
import { useRef, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import DeleteIcon from '@mui/icons-material/Delete';
import { useFieldArray, useWatch } from 'react-hook-form';
import { NumberInput, required, SelectInput, useGetMany, useTranslate } from 'react-admin';
import type { Scene, SegmentScene } from '../../api/types';
import { ReferenceAutocompleteInput } from '../../components/ReferenceAutocompleteInput';
import { SortableList } from '../../components/sortable/SortableList';

const T = 'resources.digital-signage-segments';
const L = `${T}.list`;

export const transitionChoices = [
  { id: 'fade', name: `${T}.transitions.fade` },
  { id: 'slide', name: `${T}.transitions.slide` },
  { id: 'none', name: `${T}.transitions.none` },
];

export const NEW_ENTRY: Partial<SegmentScene> = { durationSeconds: 10, transition: 'fade' };

export function SegmentScenesInput() {
  const translate = useTranslate();
  const { fields, append, remove, move } = useFieldArray({ name: 'scenes' });
  const entries = (useWatch({ name: 'scenes' }) ?? []) as Partial<SegmentScene>[];
  const sceneIds = [...new Set(entries.map((entry) => entry?.scene).filter((id): id is number => Boolean(id)))];
  const { data: scenes = [] } = useGetMany<Scene>('scenes', { ids: sceneIds });
  const names = new Map(scenes.map((scene) => [scene.id, scene.name]));
  const [announcement, setAnnouncement] = useState('');
  const rows = useRef(new Map<string, HTMLElement>());

  const ids = fields.map((field) => field.id);
  const nameAt = (index: number) => {
    const scene = entries[index]?.scene;
    const name = scene ? names.get(scene) : undefined;
    return name
      ? translate(`${L}.entryNamed`, { number: index + 1, name })
      : translate(`${L}.entry`, { number: index + 1 });
  };

  /** Moves by a button; the same button of the moved row keeps the focus (or its other one at an end). */
  const moveBy = (index: number, step: -1 | 1, button: 'up' | 'down') => {
    const to = index + step;
    if (to < 0 || to >= fields.length) return;
    const id = fields[index].id;
    const scene = entries[index]?.scene;
    move(index, to);
    const name = (scene && names.get(scene)) || translate(`${L}.entry`, { number: to + 1 });
    setAnnouncement(translate(`${L}.moved`, { name, position: to + 1, count: fields.length }));
    const atEnd = (button === 'up' && to === 0) || (button === 'down' && to === fields.length - 1);
    const focus = atEnd ? (button === 'up' ? 'down' : 'up') : button;
    requestAnimationFrame(() => rows.current.get(id)?.querySelector<HTMLElement>(`[data-move="${focus}"]`)?.focus());
  };

  return (
    <Box
      component="section"
      aria-labelledby="segment-scenes-title"
      sx={{ width: '100%', display: 'grid', gap: 1, my: 1 }}
    >
      <Typography variant="subtitle1" component="h2" id="segment-scenes-title">
        {translate(`${T}.fields.scenes`)}
      </Typography>
      {fields.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          {translate(`${L}.empty`)}
        </Typography>
      ) : (
        <SortableList
          ids={ids}
          label={translate(`${L}.label`)}
          texts={L}
          ordered
          nameOf={(id) => nameAt(ids.indexOf(id))}
          onMove={(from, to) => move(from, to)}
          renderItem={(id, handle) => {
            const index = ids.indexOf(id);
            const name = nameAt(index);
            return (
              <Paper
                variant="outlined"
                ref={(node: HTMLDivElement | null) => {
                  if (node) rows.current.set(id, node);
                  else rows.current.delete(id);
                }}
                sx={{ p: 1, display: 'flex', flexWrap: 'wrap', alignItems: 'flex-start', gap: 1 }}
              >
                <Box sx={{ display: 'flex', alignItems: 'center', pt: 1.5 }}>
                  {handle}
                  <Typography component="span" sx={{ fontWeight: 600, minWidth: '1.5em' }} aria-hidden>
                    {index + 1}.
                  </Typography>
                </Box>
                <Box sx={{ flex: '1 1 220px', minWidth: 0 }}>
                  <ReferenceAutocompleteInput
                    source={`scenes.${index}.scene`}
                    reference="scenes"
                    label={`${T}.fields.scene`}
                    validate={required()}
                  />
                </Box>
                <NumberInput
                  source={`scenes.${index}.durationSeconds`}
                  label={`${T}.fields.durationSeconds`}
                  min={1}
                  step={1}
                  validate={required()}
                  sx={{ width: 160 }}
                />
                <SelectInput
                  source={`scenes.${index}.transition`}
                  label={`${T}.fields.transition`}
                  choices={transitionChoices}
                  validate={required()}
                  sx={{ width: 170 }}
                />
                <Box sx={{ display: 'flex', pt: 1 }}>
                  <IconButton
                    data-move="up"
                    aria-label={translate(`${L}.moveUp`, { name })}
                    disabled={index === 0}
                    onClick={() => moveBy(index, -1, 'up')}
                  >
                    <ArrowUpwardIcon />
                  </IconButton>
                  <IconButton
                    data-move="down"
                    aria-label={translate(`${L}.moveDown`, { name })}
                    disabled={index === fields.length - 1}
                    onClick={() => moveBy(index, 1, 'down')}
                  >
                    <ArrowDownwardIcon />
                  </IconButton>
                  <IconButton aria-label={translate(`${L}.remove`, { name })} onClick={() => remove(index)}>
                    <DeleteIcon />
                  </IconButton>
                </Box>
              </Paper>
            );
          }}
        />
      )}
      <Box>
        <Button startIcon={<AddIcon />} onClick={() => append({ ...NEW_ENTRY })}>
          {translate(`${L}.add`)}
        </Button>
      </Box>
      <Box role="status" aria-live="polite" sx={visuallyHidden}>
        {announcement}
      </Box>
    </Box>
  );
}

const visuallyHidden = {
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;
