import { KEEP_TYPED_VALUES } from '../../components/formDefaults';
import { NumberInput, SimpleForm, TextInput, usePermissions } from 'react-admin';
import { isAdmin } from '../../api/authProvider';
import { FormToolbar } from '../../components/FormToolbar';
import { ImageInput } from '../../images/ImageInput';

/** A tag: name, image and weight (the API has no text body for tags). */
export function TagForm() {
  const { permissions } = usePermissions();
  return (
    <SimpleForm
      resetOptions={KEEP_TYPED_VALUES}
      toolbar={<FormToolbar canDelete={isAdmin(permissions)} />}
      warnWhenUnsavedChanges
    >
      <TextInput source="name" />
      <NumberInput source="weight" step={1} defaultValue={0} helperText="resources.tags.helpers.weight" />
      <ImageInput source="image" />
    </SimpleForm>
  );
}
