import { KEEP_TYPED_VALUES } from '../../components/formDefaults';
import { AutocompleteInput, ReferenceInput, SimpleForm, TextInput } from 'react-admin';
import { FormToolbar } from '../../components/FormToolbar';

export function DepartmentForm() {
  return (
    <SimpleForm resetOptions={KEEP_TYPED_VALUES} toolbar={<FormToolbar />} sx={{ maxWidth: 720 }}>
      <ReferenceInput source="branch" reference="branches">
        <AutocompleteInput />
      </ReferenceInput>
      <TextInput source="name" />
      <TextInput source="description" multiline minRows={3} />
    </SimpleForm>
  );
}
