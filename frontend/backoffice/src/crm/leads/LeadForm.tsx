import { KEEP_TYPED_VALUES } from '../../components/formDefaults';
import {
  AutocompleteInput,
  DateTimeInput,
  ReferenceInput,
  SelectInput,
  SimpleForm,
  TextInput,
  useTranslate,
} from 'react-admin';
import Typography from '@mui/material/Typography';
import { FormToolbar } from '../../components/FormToolbar';
import { sourceChoices } from './sources';

export function LeadForm() {
  const translate = useTranslate();
  return (
    <SimpleForm
      resetOptions={KEEP_TYPED_VALUES}
      toolbar={<FormToolbar />}
      sx={{ maxWidth: 720 }}
      warnWhenUnsavedChanges
    >
      <TextInput source="email" type="email" />
      <TextInput source="firstName" />
      <TextInput source="lastName" />
      <TextInput source="phone" />
      <TextInput source="companyName" />
      <SelectInput source="source" choices={sourceChoices} defaultValue="manual" />
      <TextInput source="origin" helperText="resources.analytics-leads.helpers.origin" />
      <ReferenceInput source="branch" reference="branches">
        <AutocompleteInput />
      </ReferenceInput>
      <TextInput source="message" multiline minRows={3} />
      <Typography variant="h6" component="h2" sx={{ mt: 2 }}>
        {translate('resources.analytics-leads.consent')}
      </Typography>
      <TextInput
        source="consentText"
        multiline
        minRows={2}
        helperText="resources.analytics-leads.helpers.consentText"
      />
      <TextInput source="consentVersion" />
      <DateTimeInput source="consentGivenAt" />
      <DateTimeInput source="consentConfirmedAt" helperText="resources.analytics-leads.helpers.consentConfirmedAt" />
    </SimpleForm>
  );
}
