import {
  AutocompleteArrayInput,
  BooleanInput,
  CheckboxGroupInput,
  DateTimeInput,
  PasswordInput,
  ReferenceArrayInput,
  SimpleForm,
  TextInput,
  useTranslate,
} from 'react-admin';
import { FormToolbar } from '../../components/FormToolbar';
import { roleChoices } from './roles';

export function UserForm({ isCreate = false }: { isCreate?: boolean }) {
  const translate = useTranslate();
  return (
    <SimpleForm toolbar={<FormToolbar />} sx={{ maxWidth: 720 }} defaultValues={isCreate ? { isActive: true, roles: ['ROLE_EMPLOYEE'] } : undefined}>
      <TextInput source="email" type="email" autoComplete="off" />
      <TextInput source="firstName" />
      <TextInput source="lastName" />
      <PasswordInput
        source="password"
        autoComplete="new-password"
        helperText={translate(isCreate ? 'resources.users.helpers.passwordCreate' : 'resources.users.helpers.passwordEdit')}
      />
      <CheckboxGroupInput source="roles" choices={roleChoices} />
      <ReferenceArrayInput source="branches" reference="branches" perPage={1000}>
        <AutocompleteArrayInput helperText={translate('resources.users.helpers.branches')} />
      </ReferenceArrayInput>
      <BooleanInput source="isActive" />
      <BooleanInput source="isLocked" />
      <DateTimeInput source="expiresAt" />
    </SimpleForm>
  );
}

/** An empty password on edit means "keep the current one"; never send it. */
export function dropEmptyPassword<T extends { password?: unknown }>(data: T): T {
  if (data.password === undefined || data.password === null || data.password === '') {
    const { password: _password, ...rest } = data;
    return rest as T;
  }
  return data;
}
