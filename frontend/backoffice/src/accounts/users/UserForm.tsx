import { KEEP_TYPED_VALUES } from '../../components/formDefaults';
import {
  AutocompleteArrayInput,
  BooleanInput,
  CheckboxGroupInput,
  DateTimeInput,
  PasswordInput,
  ReferenceArrayInput,
  SimpleForm,
  TextInput,
  useGetIdentity,
  useRecordContext,
  useTranslate,
} from 'react-admin';
import { FormToolbar } from '../../components/FormToolbar';
import { roleChoices } from './roles';

export function UserForm({ isCreate = false }: { isCreate?: boolean }) {
  const translate = useTranslate();
  const record = useRecordContext();
  const { identity } = useGetIdentity();
  // the server asks for it when one changes one's own password or e-mail address
  const isSelf = !isCreate && record !== undefined && identity !== undefined && record.id === identity.id;
  return (
    <SimpleForm
      resetOptions={KEEP_TYPED_VALUES}
      toolbar={<FormToolbar />}
      sx={{ maxWidth: 720 }}
      defaultValues={isCreate ? { isActive: true, roles: ['ROLE_EMPLOYEE'] } : undefined}
    >
      <TextInput source="email" type="email" autoComplete="off" />
      <TextInput source="firstName" />
      <TextInput source="lastName" />
      <PasswordInput
        source="password"
        autoComplete="new-password"
        helperText={translate(
          isCreate ? 'resources.users.helpers.passwordCreate' : 'resources.users.helpers.passwordEdit',
        )}
      />
      {isSelf && (
        <PasswordInput
          source="currentPassword"
          autoComplete="current-password"
          helperText={translate('resources.users.helpers.currentPassword')}
        />
      )}
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

/** An empty password on edit means "keep the current one"; never send it (nor an empty current password). */
export function dropEmptyPassword<T extends { password?: unknown; currentPassword?: unknown }>(data: T): T {
  const isEmpty = (value: unknown) => value === undefined || value === null || value === '';
  const { password, currentPassword, ...rest } = data;
  return {
    ...rest,
    ...(isEmpty(password) ? {} : { password }),
    ...(isEmpty(currentPassword) ? {} : { currentPassword }),
  } as T;
}
