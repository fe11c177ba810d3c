import { KEEP_TYPED_VALUES } from '../../components/formDefaults';
import {
  AutocompleteInput,
  BooleanInput,
  DateInput,
  ReferenceInput,
  required,
  SelectInput,
  SimpleForm,
  TextInput,
  useTranslate,
} from 'react-admin';
import { FormToolbar } from '../../components/FormToolbar';
import { fromBusinessInput, toBusinessInput, validBusinessTime } from '../../components/businessTime';
import { KIND_CHOICES } from './kinds';

const momentProps = {
  format: toBusinessInput,
  parse: fromBusinessInput,
  slotProps: { inputLabel: { shrink: true }, htmlInput: { inputMode: 'numeric', autoComplete: 'off' } },
} as const;

/** The exception days as the person types them: '2026-12-14, 2026-12-21'. */
const formatDays = (value: string[] | string | undefined) => (Array.isArray(value) ? value.join(', ') : (value ?? ''));
const parseDays = (value: string) =>
  value
    .split(/[,;\s]+/)
    .map((day) => day.trim())
    .filter(Boolean);

export function ScheduleForm() {
  const translate = useTranslate();
  const moment = translate('resources.working-schedules.helpers.moment');
  return (
    <SimpleForm
      resetOptions={KEEP_TYPED_VALUES}
      toolbar={<FormToolbar />}
      sx={{ maxWidth: 720 }}
      warnWhenUnsavedChanges
    >
      <ReferenceInput source="person" reference="time-tracking-people">
        <AutocompleteInput optionText="fullName" validate={required()} />
      </ReferenceInput>
      <ReferenceInput source="branch" reference="branches">
        <AutocompleteInput validate={required()} />
      </ReferenceInput>
      <ReferenceInput source="department" reference="departments">
        <AutocompleteInput />
      </ReferenceInput>
      <SelectInput source="kind" choices={KIND_CHOICES} defaultValue="shift" validate={required()} />
      <TextInput source="start" {...momentProps} validate={[required(), validBusinessTime]} helperText={moment} />
      <TextInput source="end" {...momentProps} validate={[required(), validBusinessTime]} helperText={moment} />
      <BooleanInput source="isRepeatedWeekly" defaultValue={false} />
      <DateInput source="repeatUntil" parse={(value: string) => value || null} />
      <TextInput
        source="exceptions"
        format={formatDays}
        parse={parseDays}
        helperText={translate('resources.working-schedules.helpers.exceptions')}
      />
      <TextInput source="note" multiline minRows={2} />
    </SimpleForm>
  );
}
