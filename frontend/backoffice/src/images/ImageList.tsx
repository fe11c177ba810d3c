import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { CreateButton, List, Pagination, TopToolbar, useCreatePath, useListContext, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { AiImageButton } from './AiImageDialog';
import { imageUrl } from './api';
import type { LibraryImage } from '../api/types';
import { listProps, searchFilter } from '../components/listDefaults';

const filters = [searchFilter];

function ImageGrid() {
  const { data = [] } = useListContext<LibraryImage>();
  const translate = useTranslate();
  const createPath = useCreatePath();
  return (
    <Box
      component="ul"
      sx={{
        listStyle: 'none',
        m: 0,
        p: 1,
        display: 'grid',
        gap: 1,
        gridTemplateColumns: 'repeat(auto-fill, minmax(150px, 1fr))',
      }}
    >
      {data.map((image) => (
        <li key={image.id}>
          <Card variant="outlined" sx={{ height: '100%' }}>
            <CardActionArea
              component={Link}
              to={createPath({ resource: 'images', id: image.id, type: 'edit' })}
              sx={{ height: '100%', display: 'flex', flexDirection: 'column', alignItems: 'stretch' }}
            >
              <Box sx={{ aspectRatio: '1 / 1', bgcolor: 'action.hover', display: 'grid', placeItems: 'center' }}>
                <img
                  src={imageUrl(image, 'thumbnail')}
                  alt={image.alt}
                  loading="lazy"
                  style={{ maxWidth: '100%', maxHeight: '100%', objectFit: 'contain' }}
                />
              </Box>
              <CardContent sx={{ p: 1, '&:last-child': { pb: 1 } }}>
                <Typography
                  variant="body2"
                  sx={{ overflowWrap: 'anywhere' }}
                  color={image.alt ? 'text.primary' : 'text.secondary'}
                >
                  {image.alt || translate('resources.images.noAlt')}
                </Typography>
                <Typography variant="caption" color="text.secondary" component="p" sx={{ overflowWrap: 'anywhere' }}>
                  {image.originalName}
                  {image.width && image.height
                    ? ` · ${translate('resources.images.size', { width: image.width, height: image.height })}`
                    : ''}
                </Typography>
              </CardContent>
            </CardActionArea>
          </Card>
        </li>
      ))}
    </Box>
  );
}

function ImageListActions() {
  return (
    <TopToolbar>
      <AiImageButton />
      <CreateButton />
    </TopToolbar>
  );
}

export default function ImageList() {
  return (
    <List
      {...listProps}
      perPage={24}
      filters={filters}
      actions={<ImageListActions />}
      sort={{ field: 'createdAt', order: 'DESC' }}
      pagination={<Pagination rowsPerPageOptions={[24, 48, 96]} />}
    >
      <ImageGrid />
    </List>
  );
}
