import { SimpleForm, TextInput } from 'react-admin';
import { KEEP_TYPED_VALUES } from '../../components/formDefaults';
import { FormToolbar } from '../../components/FormToolbar';

/** Name, company and contact of a customer; e-mail (else phone) is what later orders are joined by. */
export function CustomerForm() {
  return (
    <SimpleForm
      resetOptions={KEEP_TYPED_VALUES}
      toolbar={<FormToolbar />}
      sx={{ maxWidth: 720 }}
      warnWhenUnsavedChanges
    >
      <TextInput source="name" />
      <TextInput source="companyName" />
      <TextInput source="email" type="email" helperText="resources.customers.helpers.email" />
      <TextInput source="phone" helperText="resources.customers.helpers.phone" />
    </SimpleForm>
  );
}
