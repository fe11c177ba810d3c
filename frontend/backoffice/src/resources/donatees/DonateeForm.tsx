import { SimpleForm, TextInput, usePermissions } from 'react-admin';
import { isAdmin } from '../../api/authProvider';
import { FormToolbar } from '../../components/FormToolbar';

export function DonateeForm() {
  const { permissions } = usePermissions();
  return (
    <SimpleForm toolbar={<FormToolbar canDelete={isAdmin(permissions)} />} warnWhenUnsavedChanges>
      <TextInput source="name" />
      <TextInput source="description" multiline minRows={3} />
    </SimpleForm>
  );
}
