import {
  ArrayInput,
  AutocompleteInput,
  CheckboxGroupInput,
  ReferenceInput,
  required,
  SimpleForm,
  SimpleFormIterator,
  TextInput,
  useTranslate,
} from 'react-admin';
import { KEEP_TYPED_VALUES } from '../../components/formDefaults';
import { FormToolbar } from '../../components/FormToolbar';

const T = 'resources.digital-signage-streams';

/** Monday (0) to Sunday (6), as the server's weekday numbers (Python's date.weekday()). */
export const WEEKDAYS = [0, 1, 2, 3, 4, 5, 6] as const;
export const weekdayChoices = WEEKDAYS.map((id) => ({ id, name: `${T}.weekdays.${id}` }));

const DEFAULTS = { slots: [] };
// a new slot plays every day; the input's typing knows only string defaults, react-admin takes any value
const ALL_DAYS: unknown = [...WEEKDAYS];
const timeProps = {
  slotProps: { htmlInput: { inputMode: 'numeric', autoComplete: 'off', placeholder: 'HH:MM' } },
} as const;

export function StreamForm() {
  const translate = useTranslate();
  return (
    <SimpleForm
      resetOptions={KEEP_TYPED_VALUES}
      toolbar={<FormToolbar />}
      defaultValues={DEFAULTS}
      sx={{ maxWidth: 960 }}
      warnWhenUnsavedChanges
    >
      <TextInput source="name" validate={required()} />
      <ReferenceInput source="branch" reference="branches">
        <AutocompleteInput helperText="resources.digital-signage-streams.helpers.branch" />
      </ReferenceInput>
      <ArrayInput source="slots" helperText={translate(`${T}.helpers.slots`)}>
        <SimpleFormIterator inline>
          <CheckboxGroupInput
            source="weekdays"
            choices={weekdayChoices}
            defaultValue={ALL_DAYS as string}
            validate={required()}
          />
          <TextInput
            source="from"
            validate={required()}
            helperText={`${T}.helpers.time`}
            {...timeProps}
            sx={{ width: 120 }}
          />
          <TextInput
            source="to"
            validate={required()}
            helperText={`${T}.helpers.time`}
            {...timeProps}
            sx={{ width: 120 }}
          />
          <ReferenceInput source="segment" reference="digital-signage-segments">
            <AutocompleteInput validate={required()} sx={{ minWidth: 240 }} />
          </ReferenceInput>
        </SimpleFormIterator>
      </ArrayInput>
    </SimpleForm>
  );
}
