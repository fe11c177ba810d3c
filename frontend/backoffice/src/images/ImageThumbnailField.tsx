import Box from '@mui/material/Box';
import { useRecordContext } from 'react-admin';
import { imageUrl } from './api';
import type { ImageRef } from './api';

/** A small preview of an image reference (or the first of a list) in a table row; decorative. */
export function ImageThumbnailField({ source }: { source: string }) {
  const record = useRecordContext();
  const value = record?.[source] as ImageRef | ImageRef[] | null | undefined;
  const image = Array.isArray(value) ? value[0] : value;
  // a fixed box keeps rows the same height whether or not they have an image
  return (
    <Box sx={{ width: 40, height: 40 }}>
      {image ? (
        <Box
          component="img"
          src={imageUrl(image, 'icon')}
          alt=""
          loading="lazy"
          width={40}
          height={40}
          sx={{ objectFit: 'cover', borderRadius: 0.5, display: 'block' }}
        />
      ) : null}
    </Box>
  );
}
