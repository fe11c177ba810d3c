import { KEEP_TYPED_VALUES } from '../../components/formDefaults';
import { AutocompleteInput, BooleanInput, ReferenceInput, SimpleForm, TextInput } from 'react-admin';
import { FormToolbar } from '../../components/FormToolbar';

export function ExternalUserForm() {
  return (
    <SimpleForm
      resetOptions={KEEP_TYPED_VALUES}
      toolbar={<FormToolbar />}
      sx={{ maxWidth: 720 }}
      warnWhenUnsavedChanges
    >
      <TextInput source="firstName" />
      <TextInput source="lastName" />
      <TextInput source="email" type="email" />
      <TextInput source="phone" helperText="resources.external-users.helpers.phone" />
      <TextInput source="companyName" />
      <ReferenceInput source="branch" reference="branches">
        <AutocompleteInput helperText="resources.external-users.helpers.branch" />
      </ReferenceInput>
      <BooleanInput source="isActive" defaultValue />
      <TextInput source="comment" multiline minRows={3} />
    </SimpleForm>
  );
}
