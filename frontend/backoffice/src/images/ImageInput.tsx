/**
 * A react-admin input for images of the media library. The value is an image reference
 * `{id, version, extension}` (or null), with `multiple` a list of them in order.
 * Images come from an upload (file chooser or drop, read as a data URL, POST /api/images) or from
 * the library (searchable dialog); their alt text is edited in place and saved to the library.
 */
import AddPhotoAlternateIcon from '@mui/icons-material/AddPhotoAlternate';
import CollectionsIcon from '@mui/icons-material/Collections';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { useId, useRef, useState } from 'react';
import type { ChangeEvent, DragEvent } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useInput, useNotify, useResourceContext, useTranslate, useTranslateLabel } from 'react-admin';
import { ChosenImage } from './ChosenImage';
import { ImagePickerDialog } from './LazyImagePickerDialog';
import { imagesById, readAsDataUrl, toImageRef, uploadImage } from './api';
import type { ImageRef, LibraryImage } from './api';

export interface ImageInputProps {
  source: string;
  label?: string;
  helperText?: string;
  /** a list of images (e.g. a product's `images`) instead of one */
  multiple?: boolean;
}

type Progress = { step: 'reading'; percent: number } | { step: 'uploading' } | null;

const isImageRef = (value: unknown): value is ImageRef =>
  typeof value === 'object' && value !== null && typeof (value as ImageRef).id === 'number';

function useAltTexts(images: ImageRef[]) {
  const ids = images.map((image) => image.id);
  const query = useQuery({
    queryKey: ['imageInput', 'alt', ids],
    queryFn: ({ signal }) => imagesById(ids, signal),
    enabled: ids.length > 0,
  });
  const altOf = (id: number): string | undefined => {
    if (!query.data) return query.isError ? '' : undefined;
    return query.data.find((image) => image.id === id)?.alt ?? '';
  };
  return { altOf, refetch: query.refetch };
}

export function ImageInput({ source, label, helperText, multiple = false }: ImageInputProps) {
  const translate = useTranslate();
  const translateLabel = useTranslateLabel();
  const resource = useResourceContext();
  const notify = useNotify();
  const { field, fieldState } = useInput({ source, defaultValue: multiple ? [] : null });
  const fileInput = useRef<HTMLInputElement>(null);
  const legendId = useId();
  const [progress, setProgress] = useState<Progress>(null);
  const [uploadError, setUploadError] = useState<string | null>(null);
  const [dragging, setDragging] = useState(false);
  const [picking, setPicking] = useState(false);

  const images: ImageRef[] = multiple
    ? (Array.isArray(field.value) ? field.value : []).filter(isImageRef)
    : isImageRef(field.value)
      ? [field.value]
      : [];
  const { altOf, refetch } = useAltTexts(images);
  const title = translateLabel({ source, label, resource }) as string;

  const setImages = (next: ImageRef[]) => field.onChange(multiple ? next : (next[0] ?? null));
  const add = (image: LibraryImage) => setImages(multiple ? [...images, toImageRef(image)] : [toImageRef(image)]);
  const move = (from: number, to: number) => {
    const next = [...images];
    const [moved] = next.splice(from, 1);
    next.splice(to, 0, moved);
    setImages(next);
  };

  const upload = async (file: File) => {
    setUploadError(null);
    if (!file.type.startsWith('image/')) {
      setUploadError(translate('bestellwerk.imageInput.notAnImage'));
      return;
    }
    try {
      setProgress({ step: 'reading', percent: 0 });
      const data = await readAsDataUrl(file, (percent) => setProgress({ step: 'reading', percent }));
      setProgress({ step: 'uploading' });
      add(await uploadImage(data, file.name, ''));
      notify('bestellwerk.imageInput.uploaded', { type: 'success' });
    } catch (error) {
      setUploadError((error as Error).message);
    } finally {
      setProgress(null);
    }
  };

  const onFiles = async (files: FileList | null) => {
    const chosen = Array.from(files ?? []);
    for (const file of multiple ? chosen : chosen.slice(0, 1)) await upload(file);
  };
  const onChoose = (event: ChangeEvent<HTMLInputElement>) => {
    void onFiles(event.target.files);
    event.target.value = '';
  };
  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    void onFiles(event.dataTransfer.files);
  };

  const busy = progress !== null;
  const error = uploadError ?? (fieldState.error?.message ? translate(fieldState.error.message) : null);

  return (
    <Box
      component="fieldset"
      aria-labelledby={legendId}
      sx={{ border: 0, p: 0, m: 0, mb: 2, minWidth: 0, width: '100%' }}
    >
      <Typography id={legendId} component="legend" variant="subtitle1" sx={{ fontWeight: 'bold' }}>
        {title}
      </Typography>
      {images.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          {translate(multiple ? 'bestellwerk.imageInput.noneMultiple' : 'bestellwerk.imageInput.none')}
        </Typography>
      ) : (
        <Box component={multiple ? 'ol' : 'ul'} sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {images.map((image, index) => (
            <ChosenImage
              key={`${image.id}-${image.version}-${index}`}
              image={image}
              alt={altOf(image.id)}
              name={
                multiple
                  ? translate('bestellwerk.imageInput.imageNumber', { number: index + 1, total: images.length })
                  : title
              }
              onAltSaved={() => void refetch()}
              onRemove={() => setImages(images.filter((_, other) => other !== index))}
              onMoveUp={multiple && index > 0 ? () => move(index, index - 1) : undefined}
              onMoveDown={multiple && index < images.length - 1 ? () => move(index, index + 1) : undefined}
            />
          ))}
        </Box>
      )}
      <Box
        onDragOver={(event) => {
          event.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
        sx={{
          mt: 1,
          p: 2,
          border: 2,
          borderStyle: 'dashed',
          borderColor: dragging ? 'primary.main' : 'divider',
          borderRadius: 1,
          display: 'flex',
          flexWrap: 'wrap',
          alignItems: 'center',
          gap: 1,
        }}
      >
        <Typography variant="body2">{translate('bestellwerk.imageInput.drop')}</Typography>
        <Button
          variant="outlined"
          startIcon={<AddPhotoAlternateIcon />}
          onClick={() => fileInput.current?.click()}
          disabled={busy}
          aria-label={`${translate('bestellwerk.imageInput.choose')}: ${title}`}
        >
          {translate('bestellwerk.imageInput.choose')}
        </Button>
        <Button
          startIcon={<CollectionsIcon />}
          onClick={() => setPicking(true)}
          disabled={busy}
          aria-label={`${translate('bestellwerk.imageInput.pick')}: ${title}`}
        >
          {translate('bestellwerk.imageInput.pick')}
        </Button>
        <input
          ref={fileInput}
          type="file"
          accept="image/*"
          multiple={multiple}
          hidden
          onChange={onChoose}
          aria-label={`${translate('bestellwerk.imageInput.upload')}: ${title}`}
        />
      </Box>
      <Box role="status" aria-live="polite" sx={{ minHeight: 28, mt: 0.5 }}>
        {progress ? (
          <>
            <LinearProgress
              variant={progress.step === 'reading' ? 'determinate' : 'indeterminate'}
              value={progress.step === 'reading' ? progress.percent : undefined}
              aria-hidden
            />
            <Typography variant="caption">
              {progress.step === 'reading'
                ? translate('bestellwerk.imageInput.reading', { percent: progress.percent })
                : translate('bestellwerk.imageInput.uploading')}
            </Typography>
          </>
        ) : null}
      </Box>
      {error ? (
        <Alert
          severity="error"
          role="alert"
          closeText={translate('ra.action.close')}
          onClose={uploadError ? () => setUploadError(null) : undefined}
        >
          {error}
        </Alert>
      ) : null}
      {helperText ? <FormHelperText>{translate(helperText, { _: helperText })}</FormHelperText> : null}
      <ImagePickerDialog
        open={picking}
        onClose={() => setPicking(false)}
        onPick={(image) => {
          setPicking(false);
          add(image);
        }}
      />
    </Box>
  );
}
