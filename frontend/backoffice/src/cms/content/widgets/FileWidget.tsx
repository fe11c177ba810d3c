/**
 * file and files: an upload (POST /api/uploads with the file as data URL) or the id of an upload.
 * The value is {id, version, extension, publicHash} (a list for files); the server completes it.
 */
import DeleteIcon from '@mui/icons-material/Delete';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { useRef, useState } from 'react';
import type { ChangeEvent } from 'react';
import { useTranslate } from 'react-admin';
import { request } from '../../../api/http';
import { readAsDataUrl } from '../../../images/api';
import { cmsContentMessages } from '../../../i18n/cmsContent';
import { useFieldErrors, useWidgetId } from '../ContentContext';
import { removeItem } from '../values';
import type { WidgetProps } from './types';
import { FieldMessages, GroupLabel, labelOf } from './FieldShell';

const T = 'resources.cmsContent.file';

export interface ContentFile {
  id: number;
  version?: number;
  extension?: string;
  publicHash?: string;
  originalName?: string;
}

const isContentFile = (value: unknown): value is ContentFile =>
  typeof value === 'object' && value !== null && typeof (value as ContentFile).id === 'number';

async function uploadFile(file: File): Promise<ContentFile> {
  const data = await readAsDataUrl(file, () => undefined);
  const envelope = await request<ContentFile>(
    '/uploads',
    { fallback: cmsContentMessages.file.uploadFailed, serverMessage: true },
    { method: 'POST', body: { data, filename: file.name } },
  );
  const { id, version, extension, publicHash, originalName } = envelope.data as ContentFile;
  return { id, version, extension, publicHash, originalName };
}

export function FileWidget({ spec, value, onChange, path }: WidgetProps<unknown>) {
  const translate = useTranslate();
  const errors = useFieldErrors(path);
  const id = useWidgetId(path);
  const input = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const multiple = spec.type === 'files';
  const files = (multiple ? (Array.isArray(value) ? value : []) : [value]).filter(isContentFile);
  const full = multiple ? spec.maxItems !== undefined && files.length >= spec.maxItems : files.length > 0;
  const set = (next: ContentFile[]) => onChange(multiple ? next : (next[0] ?? null));

  const onChoose = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    setBusy(true);
    setFailure(null);
    try {
      const uploaded = await uploadFile(file);
      set(multiple ? [...files, uploaded] : [uploaded]);
    } catch (error) {
      setFailure((error as Error).message);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Box component="fieldset" aria-labelledby={`${id}-label`} sx={{ border: 0, p: 0, m: 0, minWidth: 0 }}>
      <GroupLabel legend id={`${id}-label`}>
        {labelOf(spec)}
      </GroupLabel>
      {files.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          {translate(`${T}.none`)}
        </Typography>
      ) : (
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
          {files.map((file, index) => (
            <Chip
              key={`${file.id}-${index}`}
              label={file.originalName || translate(`${T}.chosen`, { id: file.id })}
              onDelete={() => set(removeItem(files, index))}
              deleteIcon={<DeleteIcon aria-label={translate(`${T}.remove`)} />}
            />
          ))}
        </Box>
      )}
      {full ? null : (
        <Button
          size="small"
          variant="outlined"
          startIcon={<UploadFileIcon />}
          onClick={() => input.current?.click()}
          disabled={busy}
          sx={{ mt: 1 }}
          aria-label={`${translate(`${T}.upload`)}: ${spec.label}`}
        >
          {translate(`${T}.upload`)}
        </Button>
      )}
      <input
        ref={input}
        type="file"
        hidden
        accept={spec.label.includes('mp4') ? 'video/mp4' : undefined}
        onChange={(event) => void onChoose(event)}
        aria-label={`${translate(`${T}.upload`)}: ${spec.label}`}
      />
      <Box role="status" aria-live="polite">
        {busy ? (
          <>
            <LinearProgress aria-hidden />
            <Typography variant="caption">{translate(`${T}.uploading`)}</Typography>
          </>
        ) : null}
      </Box>
      <FieldMessages errors={failure ? [failure, ...errors] : errors} hint={spec.hint} />
    </Box>
  );
}
