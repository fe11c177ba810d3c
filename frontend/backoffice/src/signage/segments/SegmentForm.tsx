import { required, SimpleForm, TextInput } from 'react-admin';
import { ReferenceAutocompleteInput } from '../../components/ReferenceAutocompleteInput';
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
      <ReferenceAutocompleteInput
        source="branch"
        reference="branches"
        helperText="resources.digital-signage-segments.helpers.branch"
      />
      <SegmentScenesInput />
    </SimpleForm>
  );
}
