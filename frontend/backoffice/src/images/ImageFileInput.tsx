/** Chooses one image file and keeps it as `{data, filename}` (a data URL) in the form field `file`. */
import UploadFileIcon from '@mui/icons-material/UploadFile';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import Typography from '@mui/material/Typography';
import { useId, useRef, useState } from 'react';
import type { ChangeEvent } from 'react';
import { useInput, useTranslate } from 'react-admin';
import { readAsDataUrl } from './api';
import type { ChosenFile } from './imageRequest';

const T = 'resources.images';

const fileRequired = (value: unknown) => (value ? undefined : `${T}.fileRequired`);

export function ImageFileInput({ isRequired = false, label }: { isRequired?: boolean; label: string }) {
  const translate = useTranslate();
  const { field, fieldState } = useInput<ChosenFile | null>({
    source: 'file',
    defaultValue: null,
    validate: isRequired ? fileRequired : undefined,
  });
  const input = useRef<HTMLInputElement>(null);
  const helperId = useId();
  const [readError, setReadError] = useState<string | null>(null);
  const chosen = field.value;

  const onChoose = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    setReadError(null);
    try {
      field.onChange({ data: await readAsDataUrl(file, () => undefined), filename: file.name });
    } catch {
      setReadError(translate(`${T}.readFailed`));
    }
  };

  const error = readError ?? (fieldState.error?.message ? translate(fieldState.error.message) : null);
  return (
    <Box sx={{ my: 1 }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
        <Button variant="outlined" startIcon={<UploadFileIcon />} onClick={() => input.current?.click()}>
          {label}
        </Button>
        <input
          ref={input}
          type="file"
          accept="image/jpeg,image/png,image/gif,image/webp,image/svg+xml"
          hidden
          aria-label={label}
          aria-describedby={helperId}
          onChange={(event) => void onChoose(event)}
        />
        {chosen ? (
          <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
            {translate(`${T}.actions.chosen`, { name: chosen.filename })}
          </Typography>
        ) : null}
      </Box>
      {chosen ? (
        <Box
          component="img"
          src={chosen.data}
          alt=""
          sx={{ mt: 1, maxWidth: 240, maxHeight: 240, display: 'block', objectFit: 'contain' }}
        />
      ) : null}
      <FormHelperText id={helperId} error={Boolean(error)} role={error ? 'alert' : undefined}>
        {error ?? translate(`${T}.helpers.file`)}
      </FormHelperText>
    </Box>
  );
}
