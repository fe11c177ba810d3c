import { KEEP_TYPED_VALUES } from '../../components/formDefaults';
import { SimpleForm, TextInput, usePermissions } from 'react-admin';
import { isAdmin } from '../../api/authProvider';
import { FormToolbar } from '../../components/FormToolbar';

export function DonateeForm() {
  const { permissions } = usePermissions();
  return (
    <SimpleForm
      resetOptions={KEEP_TYPED_VALUES}
      toolbar={<FormToolbar canDelete={isAdmin(permissions)} />}
      warnWhenUnsavedChanges
    >
      <TextInput source="name" />
      <TextInput source="description" multiline minRows={3} />
    </SimpleForm>
  );
}
