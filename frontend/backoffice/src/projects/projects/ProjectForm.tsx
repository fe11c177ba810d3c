import { KEEP_TYPED_VALUES } from '../../components/formDefaults';
import {
  AutocompleteArrayInput,
  AutocompleteInput,
  DateInput,
  ReferenceArrayInput,
  ReferenceInput,
  SelectInput,
  SimpleForm,
  TextInput,
} from 'react-admin';
import { FormToolbar } from '../../components/FormToolbar';
import { projectStatusChoices } from '../choices';

export function ProjectForm() {
  return (
    <SimpleForm
      resetOptions={KEEP_TYPED_VALUES}
      toolbar={<FormToolbar />}
      sx={{ maxWidth: 720 }}
      warnWhenUnsavedChanges
    >
      <TextInput source="name" />
      <TextInput source="description" multiline minRows={3} />
      <SelectInput source="status" choices={projectStatusChoices} defaultValue="active" />
      <ReferenceInput source="branch" reference="branches">
        <AutocompleteInput />
      </ReferenceInput>
      <ReferenceArrayInput source="members" reference="users" perPage={100}>
        <AutocompleteArrayInput optionText="fullName" helperText="resources.projects.helpers.members" />
      </ReferenceArrayInput>
      <ReferenceArrayInput source="externalMembers" reference="external-users" perPage={100}>
        <AutocompleteArrayInput helperText="resources.projects.helpers.externalMembers" />
      </ReferenceArrayInput>
      <DateInput source="startDate" />
      <DateInput source="endDate" />
    </SimpleForm>
  );
}
