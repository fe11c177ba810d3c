import { KEEP_TYPED_VALUES } from '../../components/formDefaults';
import { SimpleForm, TextInput } from 'react-admin';
import { FormToolbar } from '../../components/FormToolbar';

export function DivisionForm() {
  return (
    <SimpleForm resetOptions={KEEP_TYPED_VALUES} toolbar={<FormToolbar />} sx={{ maxWidth: 720 }}>
      <TextInput source="name" />
      <TextInput source="identifier" />
      <TextInput source="description" multiline minRows={3} />
    </SimpleForm>
  );
}
