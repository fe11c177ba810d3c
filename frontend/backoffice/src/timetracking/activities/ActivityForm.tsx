import { KEEP_TYPED_VALUES } from '../../components/formDefaults';
import {
  ArrayInput,
  AutocompleteInput,
  ReferenceInput,
  required,
  SimpleForm,
  SimpleFormIterator,
  TextInput,
  useTranslate,
} from 'react-admin';
import { FormToolbar } from '../../components/FormToolbar';
import { fromBusinessInput, toBusinessInput, validBusinessTime } from '../../components/businessTime';

const momentProps = {
  format: toBusinessInput,
  parse: fromBusinessInput,
  slotProps: { inputLabel: { shrink: true }, htmlInput: { inputMode: 'numeric', autoComplete: 'off' } },
} as const;

/** An activity; a change of an existing one is a correction and needs its reason. */
export function ActivityForm({ isCorrection }: { isCorrection: boolean }) {
  const translate = useTranslate();
  const moment = translate('resources.working-activities.helpers.moment');
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
      <TextInput source="start" {...momentProps} validate={[required(), validBusinessTime]} helperText={moment} />
      <TextInput
        source="end"
        {...momentProps}
        parse={(value: string) => (value.trim() === '' ? null : fromBusinessInput(value))}
        validate={validBusinessTime}
        helperText={translate('resources.working-activities.helpers.end')}
      />
      <ArrayInput source="pauses">
        <SimpleFormIterator inline disableReordering>
          <TextInput
            source="start"
            label="resources.working-activities.pauseFields.start"
            {...momentProps}
            validate={[required(), validBusinessTime]}
          />
          <TextInput
            source="end"
            label="resources.working-activities.pauseFields.end"
            {...momentProps}
            parse={(value: string) => (value.trim() === '' ? null : fromBusinessInput(value))}
            validate={validBusinessTime}
          />
        </SimpleFormIterator>
      </ArrayInput>
      <TextInput source="note" multiline minRows={2} />
      {isCorrection ? (
        <TextInput
          source="reason"
          validate={required()}
          helperText={translate('resources.working-activities.helpers.reason')}
          defaultValue=""
        />
      ) : null}
    </SimpleForm>
  );
}
