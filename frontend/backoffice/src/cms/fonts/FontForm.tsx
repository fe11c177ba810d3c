import { KEEP_TYPED_VALUES } from '../../components/formDefaults';
import { SimpleForm, TextInput, required } from 'react-admin';
import { FormToolbar } from '../../components/FormToolbar';
import { FontPreview } from './FontPreview';

const T = 'resources.fonts.helpers';

/** Family and variant of a font, and its @font-face stylesheet with the font embedded. */
export function FontForm() {
  return (
    <SimpleForm
      resetOptions={KEEP_TYPED_VALUES}
      toolbar={<FormToolbar />}
      sx={{ maxWidth: 960 }}
      warnWhenUnsavedChanges
    >
      <TextInput source="family" validate={required()} helperText={`${T}.family`} />
      <TextInput source="variant" defaultValue="regular" validate={required()} helperText={`${T}.variant`} />
      <TextInput source="style" multiline minRows={3} maxRows={8} helperText={`${T}.style`} />
      <FontPreview />
    </SimpleForm>
  );
}
