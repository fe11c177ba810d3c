import { KEEP_TYPED_VALUES } from '../../components/formDefaults';
import { BooleanInput, SimpleForm, TextInput, usePermissions, useTranslate } from 'react-admin';
import { isAdmin } from '../../api/authProvider';
import { FormToolbar } from '../../components/FormToolbar';
import { ImageInput } from '../../images/ImageInput';
import { RulesInput } from '../../components/RulesInput';
import { DepartmentsInput } from './DepartmentsInput';

export function CategoryForm() {
  const translate = useTranslate();
  const { permissions } = usePermissions();
  return (
    <SimpleForm
      resetOptions={KEEP_TYPED_VALUES}
      toolbar={<FormToolbar canDelete={isAdmin(permissions)} />}
      warnWhenUnsavedChanges
    >
      <TextInput source="name" />
      <BooleanInput source="isEnabled" defaultValue />
      <BooleanInput source="isVisibleWhenUnavailable" defaultValue={false} />
      <DepartmentsInput />
      <ImageInput source="image" />
      <RulesInput source="schedule" helperText={translate('resources.categories.helpers.schedule')} />
    </SimpleForm>
  );
}
