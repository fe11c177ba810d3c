import { KEEP_TYPED_VALUES } from '../../components/formDefaults';
import {
  AutocompleteInput,
  BooleanInput,
  DateInput,
  NumberInput,
  ReferenceInput,
  required,
  SimpleForm,
  TextInput,
  useTranslate,
} from 'react-admin';
import { FormToolbar } from '../../components/FormToolbar';

export function PersonForm() {
  const translate = useTranslate();
  return (
    <SimpleForm
      resetOptions={KEEP_TYPED_VALUES}
      toolbar={<FormToolbar />}
      sx={{ maxWidth: 720 }}
      warnWhenUnsavedChanges
    >
      <ReferenceInput source="user" reference="users">
        <AutocompleteInput
          optionText="fullName"
          parse={(value: number | '') => (value === '' ? null : value)}
          helperText={translate('resources.time-tracking-people.helpers.person')}
        />
      </ReferenceInput>
      <ReferenceInput source="externalUser" reference="external-users">
        <AutocompleteInput
          optionText={(record: { firstName: string; lastName: string }) => `${record.firstName} ${record.lastName}`}
          parse={(value: number | '') => (value === '' ? null : value)}
        />
      </ReferenceInput>
      <TextInput source="username" validate={required()} />
      <TextInput
        source="pin"
        type="password"
        slotProps={{ htmlInput: { inputMode: 'numeric', autoComplete: 'new-password' } }}
        helperText={translate('resources.time-tracking-people.helpers.pin')}
      />
      <NumberInput source="holidayEntitlementDays" min={0} defaultValue={25} />
      <DateInput source="trackingSince" />
      <BooleanInput
        source="hasExtendedHoursAgreement"
        defaultValue={false}
        helperText={translate('resources.time-tracking-people.helpers.hasExtendedHoursAgreement')}
      />
      <BooleanInput source="isActive" defaultValue />
    </SimpleForm>
  );
}
