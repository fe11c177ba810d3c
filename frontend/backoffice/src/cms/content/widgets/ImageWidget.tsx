/**
 * image and images: pictures of the media library (GET /api/images) chosen in the library's dialog,
 * shown as thumbnails (/image/thumbnail/…), or uploaded with their alt text inside that dialog. The value is {id, version, extension} (a list for images);
 * the server completes the version on save. Under each thumbnail the library's alt text (the storefront
 * shows it), or 'Alternativtext fehlt' with a link to the image in the library.
 */
import AddPhotoAlternateIcon from '@mui/icons-material/AddPhotoAlternate';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import ArrowForwardIcon from '@mui/icons-material/ArrowForward';
import DeleteIcon from '@mui/icons-material/Delete';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import MuiLink from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useCreatePath, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { ImagePickerDialog } from '../../../images/LazyImagePickerDialog';
import { imagesById, imageUrl, toImageRef } from '../../../images/api';
import type { ImageRef } from '../../../images/api';
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
  const box = {
    width: 120,
    height: 80,
    borderRadius: 1,
    bgcolor: 'action.hover',
    display: 'grid',
    placeItems: 'center',
  };
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

/** The library's alt text of each chosen image (undefined while it loads or when it cannot be read). */
function useLibraryAlts(ids: number[]) {
  const query = useQuery({
    queryKey: ['imageWidget', 'alt', ids],
    queryFn: ({ signal }) => imagesById(ids, signal),
    enabled: ids.length > 0,
  });
  return (id: number): string | undefined => {
    if (!query.data) return undefined;
    return query.data.find((image) => image.id === id)?.alt ?? '';
  };
}

function AltNote({ id, alt }: { id: number; alt: string | undefined }) {
  const translate = useTranslate();
  const createPath = useCreatePath();
  if (alt === undefined) return null;
  const caption = { maxWidth: 120, overflowWrap: 'anywhere', textAlign: 'center' } as const;
  if (alt) {
    return (
      <Typography variant="caption" color="text.secondary" sx={caption}>
        {translate(`${T}.alt`, { alt })}
      </Typography>
    );
  }
  return (
    <Typography variant="caption" sx={caption}>
      {translate(`${T}.altMissing`)}{' '}
      <MuiLink component={Link} to={createPath({ resource: 'images', id, type: 'edit' })}>
        {translate(`${T}.editInLibrary`)}
      </MuiLink>
    </Typography>
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
  const altOf = useLibraryAlts(images.map((image) => image.id));

  return (
    <Box component="fieldset" aria-labelledby={`${id}-label`} sx={{ border: 0, p: 0, m: 0, minWidth: 0 }}>
      <GroupLabel legend id={`${id}-label`}>
        {labelOf(spec)}
      </GroupLabel>
      {images.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          {translate(multiple ? `${T}.noneMultiple` : `${T}.none`)}
        </Typography>
      ) : (
        <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'flex', flexWrap: 'wrap', gap: 1 }}>
          {images.map((image, index) => {
            const name = multiple ? `${spec.label} ${index + 1}` : spec.label;
            return (
              <Box
                component="li"
                key={`${image.id}-${index}`}
                sx={{ display: 'grid', gap: 0.5, justifyItems: 'center' }}
              >
                <Thumbnail image={image} name={name} />
                <AltNote id={image.id} alt={altOf(image.id)} />
                <Box>
                  {multiple && index > 0 ? (
                    <IconButton
                      size="small"
                      aria-label={translate('resources.cmsContent.list.moveUp', { name })}
                      onClick={() => set(moveItem(images, index, index - 1))}
                    >
                      <ArrowBackIcon fontSize="small" />
                    </IconButton>
                  ) : null}
                  <IconButton
                    size="small"
                    aria-label={
                      multiple ? translate(`${T}.removeNumber`, { number: index + 1 }) : translate(`${T}.remove`)
                    }
                    onClick={() => set(removeItem(images, index))}
                  >
                    <DeleteIcon fontSize="small" />
                  </IconButton>
                  {multiple && index < images.length - 1 ? (
                    <IconButton
                      size="small"
                      aria-label={translate('resources.cmsContent.list.moveDown', { name })}
                      onClick={() => set(moveItem(images, index, index + 1))}
                    >
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
        upload
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
