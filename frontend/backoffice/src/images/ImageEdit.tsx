import { KEEP_TYPED_VALUES } from '../components/formDefaults';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Edit, SimpleForm, TextInput, usePermissions, useRecordContext, useTranslate } from 'react-admin';
import { isAdmin } from '../api/authProvider';
import { imageUrl } from './api';
import { EditLoadError } from '../components/LoadError';
import { FormToolbar } from '../components/FormToolbar';
import type { LibraryImage } from '../api/types';
import { ImageFileInput } from './ImageFileInput';
import { toImageUpdateRequest } from './imageRequest';

function CurrentImage() {
  const image = useRecordContext<LibraryImage>();
  const translate = useTranslate();
  if (!image) return null;
  return (
    <Box sx={{ mb: 1 }}>
      <Box
        component="img"
        src={imageUrl(image, 'small')}
        alt={image.alt}
        sx={{ display: 'block', maxWidth: '100%', maxHeight: 360, objectFit: 'contain', bgcolor: 'action.hover' }}
      />
      <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5, overflowWrap: 'anywhere' }}>
        {image.originalName}
        {image.width && image.height
          ? ` · ${translate('resources.images.size', { width: image.width, height: image.height })}`
          : ''}
        {' · '}
        <Link href={image.url} target="_blank" rel="noopener">
          {translate('resources.images.actions.open')}
        </Link>
      </Typography>
    </Box>
  );
}

export default function ImageEdit() {
  const translate = useTranslate();
  // the library is read by all staff and changed by administrators (the server enforces it)
  const { permissions, isPending } = usePermissions();
  if (isPending) return null;
  const admin = isAdmin(permissions);
  return (
    <Edit mutationMode="pessimistic" transform={toImageUpdateRequest} error={<EditLoadError />}>
      <SimpleForm resetOptions={KEEP_TYPED_VALUES} toolbar={admin ? <FormToolbar /> : false} sx={{ maxWidth: 720 }}>
        <CurrentImage />
        <TextInput source="alt" readOnly={!admin} helperText={translate('resources.images.helpers.alt')} />
        {admin ? (
          <>
            <Typography variant="body2" color="text.secondary">
              {translate('resources.images.helpers.replace')}
            </Typography>
            <ImageFileInput label={translate('resources.images.actions.replace')} />
          </>
        ) : null}
      </SimpleForm>
    </Edit>
  );
}
