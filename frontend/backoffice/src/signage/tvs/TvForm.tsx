import { AutocompleteInput, ReferenceInput, required, SelectInput, SimpleForm, TextInput } from 'react-admin';
import { KEEP_TYPED_VALUES } from '../../components/formDefaults';
import { FormToolbar } from '../../components/FormToolbar';

const T = 'resources.digital-signage-devices';

export const orientationChoices = [
  { id: 'landscape', name: `${T}.orientations.landscape` },
  { id: 'portrait', name: `${T}.orientations.portrait` },
];

const SCREENS = { kind: 'screen' };

export function TvForm() {
  return (
    <SimpleForm
      resetOptions={KEEP_TYPED_VALUES}
      toolbar={<FormToolbar />}
      sx={{ maxWidth: 720 }}
      warnWhenUnsavedChanges
    >
      <ReferenceInput source="device" reference="devices" filter={SCREENS}>
        <AutocompleteInput validate={required()} helperText={`${T}.helpers.device`} />
      </ReferenceInput>
      <ReferenceInput source="stream" reference="digital-signage-streams">
        <AutocompleteInput />
      </ReferenceInput>
      <SelectInput source="orientation" choices={orientationChoices} defaultValue="landscape" validate={required()} />
      <TextInput
        source="resolution"
        defaultValue="1920x1080"
        validate={required()}
        helperText={`${T}.helpers.resolution`}
      />
    </SimpleForm>
  );
}
