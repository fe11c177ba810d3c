import { useState } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useGetList, useTranslate } from 'react-admin';
import type { Scene } from '../../api/types';

const T = 'resources.digital-signage-devices.commands';

interface ScenePickerDialogProps {
  onClose: () => void;
  onPick: (scene: Scene) => void;
}

/** 'Szene jetzt zeigen': which scene the TV shows now, until the command is aborted. */
export function ScenePickerDialog({ onClose, onPick }: ScenePickerDialogProps) {
  const translate = useTranslate();
  const { data: scenes = [], isPending } = useGetList<Scene>('scenes', {
    pagination: { page: 1, perPage: 200 },
    sort: { field: 'name', order: 'ASC' },
  });
  const [chosen, setChosen] = useState<number | ''>('');
  const scene = scenes.find((candidate) => candidate.id === chosen);
  return (
    <Dialog open onClose={onClose} aria-labelledby="scene-picker-title" fullWidth maxWidth="xs">
      <form
        onSubmit={(event) => {
          event.preventDefault();
          if (scene) onPick(scene);
        }}
      >
        <DialogTitle id="scene-picker-title">{translate(`${T}.showScene`)}</DialogTitle>
        <DialogContent>
          <TextField
            select
            fullWidth
            margin="dense"
            label={translate(`${T}.pickScene`)}
            value={chosen}
            onChange={(event) => setChosen(Number(event.target.value))}
            disabled={isPending}
            autoFocus
            required
          >
            {scenes.map((candidate) => (
              <MenuItem key={candidate.id} value={candidate.id}>
                {candidate.name} ({candidate.path})
              </MenuItem>
            ))}
          </TextField>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{translate(`${T}.cancel`)}</Button>
          <Button type="submit" variant="contained" disabled={!scene}>
            {translate(`${T}.show`)}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
