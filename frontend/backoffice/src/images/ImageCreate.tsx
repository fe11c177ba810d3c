import { KEEP_TYPED_VALUES } from '../components/formDefaults';
import { Create, SimpleForm, TextInput, useTranslate } from 'react-admin';
import { FormToolbar } from '../components/FormToolbar';
import { ImageFileInput } from './ImageFileInput';
import { toImageCreateRequest } from './imageRequest';

export default function ImageCreate() {
  const translate = useTranslate();
  return (
    <Create redirect="list" transform={toImageCreateRequest}>
      <SimpleForm resetOptions={KEEP_TYPED_VALUES} toolbar={<FormToolbar />} sx={{ maxWidth: 720 }}>
        <ImageFileInput isRequired label={translate('resources.images.actions.choose')} />
        <TextInput source="alt" helperText={translate('resources.images.helpers.alt')} />
      </SimpleForm>
    </Create>
  );
}
