import { AutocompleteInput, ReferenceInput, required, SimpleForm, TextInput } from 'react-admin';
import { KEEP_TYPED_VALUES } from '../../components/formDefaults';
import { FormToolbar } from '../../components/FormToolbar';
import { SegmentScenesInput } from './SegmentScenesInput';

const DEFAULTS = { scenes: [] };

export function SegmentForm() {
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
        <AutocompleteInput helperText="resources.digital-signage-segments.helpers.branch" />
      </ReferenceInput>
      <SegmentScenesInput />
    </SimpleForm>
  );
}
