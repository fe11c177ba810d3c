import { KEEP_TYPED_VALUES } from '../../components/formDefaults';
import { AutocompleteInput, BooleanInput, ReferenceInput, required, SimpleForm, TextInput } from 'react-admin';
import { FormToolbar } from '../../components/FormToolbar';

export function TerminalForm() {
  return (
    <SimpleForm
      resetOptions={KEEP_TYPED_VALUES}
      toolbar={<FormToolbar />}
      sx={{ maxWidth: 720 }}
      warnWhenUnsavedChanges
    >
      <TextInput source="name" validate={required()} />
      <ReferenceInput source="branch" reference="branches">
        <AutocompleteInput validate={required()} />
      </ReferenceInput>
      <BooleanInput source="isActive" defaultValue />
    </SimpleForm>
  );
}
