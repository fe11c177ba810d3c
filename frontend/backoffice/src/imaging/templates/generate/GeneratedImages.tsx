import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { Link, useTranslate } from 'react-admin';
import { imagesById, imageUrl } from '../../../images/api';
import type { LibraryImage } from '../../../images/api';

const T = 'resources.image-templates.generate';

/** A new library image with a link to it in the image library. */
export function GeneratedImage({ image }: { image: LibraryImage }) {
  const translate = useTranslate();
  return (
    <Box sx={{ display: 'grid', gap: 1, justifyItems: 'start' }}>
      <Typography role="status">{translate(`${T}.done`)}</Typography>
      <Box
        component="img"
        src={imageUrl(image, 'medium')}
        alt={translate(`${T}.newImage`, { alt: image.alt })}
        sx={{ maxWidth: '100%', maxHeight: 360, border: 1, borderColor: 'divider' }}
      />
      <Link to={`/images/${image.id}`}>{translate(`${T}.openImage`)}</Link>
    </Box>
  );
}

/** The images a batch made, as thumbnails linking to the library. */
export function ImageThumbnails({ ids }: { ids: number[] }) {
  const translate = useTranslate();
  const { data: images = [] } = useQuery({
    queryKey: ['imaging', 'images', ids],
    queryFn: ({ signal }) => imagesById(ids, signal),
  });
  return (
    <Box component="section" aria-label={translate(`${T}.images`)}>
      <Box
        component="ul"
        sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1, gridTemplateColumns: 'repeat(auto-fill, 96px)' }}
      >
        {images.map((image) => (
          <li key={image.id}>
            <Link to={`/images/${image.id}`}>
              <Box
                component="img"
                src={imageUrl(image, 'thumbnail')}
                alt={image.alt}
                sx={{ width: 96, height: 96, objectFit: 'cover', display: 'block' }}
              />
            </Link>
          </li>
        ))}
      </Box>
      <Box sx={{ mt: 1 }}>
        <Link to="/images">{translate(`${T}.openLibrary`)}</Link>
      </Box>
    </Box>
  );
}
