/**
 * image and images: pictures of the media library (GET /api/images) chosen in the library's dialog,
 * shown as thumbnails (/image/thumbnail/…). The value is {id, version, extension} (a list for images);
 * the server completes the version on save.
 */
import AddPhotoAlternateIcon from '@mui/icons-material/AddPhotoAlternate';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import ArrowForwardIcon from '@mui/icons-material/ArrowForward';
import DeleteIcon from '@mui/icons-material/Delete';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { ImagePickerDialog } from '../../../images/ImagePickerDialog';
import { imageUrl, toImageRef } from '../../../images/imageApi';
import type { ImageRef } from '../../../images/imageApi';
import { useFieldErrors, useWidgetId } from '../ContentContext';
import { moveItem, removeItem } from '../values';
import type { WidgetProps } from './types';
import { FieldMessages, GroupLabel, labelOf } from './FieldShell';

const T = 'resources.cmsContent.image';

export type ContentImage = Partial<ImageRef> & { id: number };

export const isContentImage = (value: unknown): value is ContentImage =>
  typeof value === 'object' && value !== null && typeof (value as ContentImage).id === 'number';

function Thumbnail({ image, name }: { image: ContentImage; name: string }) {
  const translate = useTranslate();
  const box = { width: 120, height: 80, borderRadius: 1, bgcolor: 'action.hover', display: 'grid', placeItems: 'center' };
  if (image.version === undefined || !image.extension) {
    return (
      <Box sx={box}>
        <Typography variant="caption">{translate(`${T}.chosen`, { id: image.id })}</Typography>
      </Box>
    );
  }
  return (
    <Box
      component="img"
      src={imageUrl(image as ImageRef, 'thumbnail')}
      alt={name}
      sx={{ ...box, objectFit: 'cover', display: 'block' }}
    />
  );
}

export function ImageWidget({ spec, value, onChange, path }: WidgetProps<unknown>) {
  const translate = useTranslate();
  const errors = useFieldErrors(path);
  const id = useWidgetId(path);
  const [picking, setPicking] = useState(false);
  const multiple = spec.type === 'images';
  const images = (multiple ? (Array.isArray(value) ? value : []) : [value]).filter(isContentImage);
  const full = multiple && spec.maxItems !== undefined && images.length >= spec.maxItems;
  const set = (next: ContentImage[]) => onChange(multiple ? next : (next[0] ?? null));

  return (
    <Box component="fieldset" aria-labelledby={`${id}-label`} sx={{ border: 0, p: 0, m: 0, minWidth: 0 }}>
      <GroupLabel legend id={`${id}-label`}>{labelOf(spec)}</GroupLabel>
      {images.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          {translate(multiple ? `${T}.noneMultiple` : `${T}.none`)}
        </Typography>
      ) : (
        <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'flex', flexWrap: 'wrap', gap: 1 }}>
          {images.map((image, index) => {
            const name = multiple ? `${spec.label} ${index + 1}` : spec.label;
            return (
              <Box component="li" key={`${image.id}-${index}`} sx={{ display: 'grid', gap: 0.5, justifyItems: 'center' }}>
                <Thumbnail image={image} name={name} />
                <Box>
                  {multiple && index > 0 ? (
                    <IconButton size="small" aria-label={translate('resources.cmsContent.list.moveUp', { name })} onClick={() => set(moveItem(images, index, index - 1))}>
                      <ArrowBackIcon fontSize="small" />
                    </IconButton>
                  ) : null}
                  <IconButton
                    size="small"
                    aria-label={multiple ? translate(`${T}.removeNumber`, { number: index + 1 }) : translate(`${T}.remove`)}
                    onClick={() => set(removeItem(images, index))}
                  >
                    <DeleteIcon fontSize="small" />
                  </IconButton>
                  {multiple && index < images.length - 1 ? (
                    <IconButton size="small" aria-label={translate('resources.cmsContent.list.moveDown', { name })} onClick={() => set(moveItem(images, index, index + 1))}>
                      <ArrowForwardIcon fontSize="small" />
                    </IconButton>
                  ) : null}
                </Box>
              </Box>
            );
          })}
        </Box>
      )}
      {full ? null : (
        <Button
          size="small"
          variant="outlined"
          startIcon={<AddPhotoAlternateIcon />}
          onClick={() => setPicking(true)}
          aria-label={`${translate(multiple ? `${T}.pickMore` : `${T}.pick`)}: ${spec.label}`}
          sx={{ mt: 1 }}
        >
          {translate(multiple ? `${T}.pickMore` : `${T}.pick`)}
        </Button>
      )}
      <FieldMessages errors={errors} hint={spec.hint} />
      <ImagePickerDialog
        open={picking}
        onClose={() => setPicking(false)}
        onPick={(image) => {
          setPicking(false);
          set(multiple ? [...images, toImageRef(image)] : [toImageRef(image)]);
        }}
      />
    </Box>
  );
}
