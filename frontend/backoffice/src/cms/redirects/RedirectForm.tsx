import { KEEP_TYPED_VALUES } from '../../components/formDefaults';
import { BooleanInput, SimpleForm, TextInput, required } from 'react-admin';
import { FormToolbar } from '../../components/FormToolbar';

const T = 'resources.redirects.helpers';

/** Path → target, permanent (301) or temporary (302); loops and chains are refused by the server. */
export function RedirectForm() {
  return (
    <SimpleForm resetOptions={KEEP_TYPED_VALUES} toolbar={<FormToolbar />} sx={{ maxWidth: 720 }} warnWhenUnsavedChanges>
      <TextInput source="path" validate={required()} helperText={`${T}.path`} />
      <TextInput source="target" validate={required()} helperText={`${T}.target`} />
      <BooleanInput source="isPermanent" defaultValue helperText={`${T}.isPermanent`} />
    </SimpleForm>
  );
}
