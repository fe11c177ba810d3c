import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import DeleteIcon from '@mui/icons-material/Delete';
import SaveIcon from '@mui/icons-material/Save';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import { useState } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import { imageUrl, saveImageAlt } from './api';
import type { ImageRef } from './api';

interface ChosenImageProps {
  image: ImageRef;
  /** the image's alt text in the library (undefined while it loads) */
  alt: string | undefined;
  /** e.g. "Bild 2 von 3" for lists, else the field's label */
  name: string;
  onAltSaved: () => void;
  onRemove: () => void;
  onMoveUp?: () => void;
  onMoveDown?: () => void;
}

function Action({ label, onClick, children }: { label: string; onClick?: () => void; children: React.ReactNode }) {
  return (
    <Tooltip title={label}>
      {/* a disabled button gets no tooltip events; the span keeps the tooltip working */}
      <span>
        <IconButton aria-label={label} onClick={onClick} disabled={!onClick}>
          {children}
        </IconButton>
      </span>
    </Tooltip>
  );
}

/** One chosen image: thumbnail, its alt text (saved to the library), reorder and remove. */
export function ChosenImage({ image, alt, name, onAltSaved, onRemove, onMoveUp, onMoveDown }: ChosenImageProps) {
  const translate = useTranslate();
  const notify = useNotify();
  const [text, setText] = useState(alt ?? '');
  const [saving, setSaving] = useState(false);
  // the library's alt text changed (saved here or elsewhere): show it (React's "adjust state on a prop change")
  const [shownAlt, setShownAlt] = useState(alt);
  if (alt !== shownAlt) {
    setShownAlt(alt);
    setText(alt ?? '');
  }

  const save = async () => {
    setSaving(true);
    try {
      await saveImageAlt(image.id, text.trim());
      notify('bestellwerk.imageInput.altSaved', { type: 'success' });
      onAltSaved();
    } catch (error) {
      notify((error as Error).message, { type: 'error' });
    } finally {
      setSaving(false);
    }
  };
  const withName = (key: string) => `${translate(key)}: ${name}`;

  return (
    <Box
      component="li"
      aria-label={name}
      sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, py: 1 }}
    >
      <Box
        component="img"
        src={imageUrl(image, 'thumbnail')}
        alt={alt ?? ''}
        width={96}
        height={96}
        sx={{ objectFit: 'cover', borderRadius: 1, border: 1, borderColor: 'divider', flex: 'none' }}
      />
      <TextField
        label={translate('bestellwerk.imageInput.alt')}
        helperText={translate('bestellwerk.imageInput.altHelper')}
        value={text}
        onChange={(event) => setText(event.target.value)}
        size="small"
        disabled={alt === undefined || saving}
        sx={{ flex: '1 1 220px', minWidth: 0 }}
        slotProps={{ htmlInput: { 'aria-label': withName('bestellwerk.imageInput.alt') } }}
      />
      <Box sx={{ display: 'flex' }}>
        <Action
          label={withName('bestellwerk.imageInput.saveAlt')}
          onClick={alt === undefined || saving || text.trim() === alt ? undefined : save}
        >
          <SaveIcon />
        </Action>
        {onMoveUp !== undefined || onMoveDown !== undefined ? (
          <>
            <Action label={withName('bestellwerk.imageInput.moveUp')} onClick={onMoveUp}>
              <ArrowUpwardIcon />
            </Action>
            <Action label={withName('bestellwerk.imageInput.moveDown')} onClick={onMoveDown}>
              <ArrowDownwardIcon />
            </Action>
          </>
        ) : null}
        <Action label={withName('bestellwerk.imageInput.remove')} onClick={onRemove}>
          <DeleteIcon />
        </Action>
      </Box>
    </Box>
  );
}
