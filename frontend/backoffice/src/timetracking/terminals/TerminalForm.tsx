import { KEEP_TYPED_VALUES } from '../../components/formDefaults';
import Alert from '@mui/material/Alert';
import {
  AutocompleteInput,
  BooleanInput,
  ReferenceInput,
  required,
  SimpleForm,
  TextInput,
  useTranslate,
} from 'react-admin';
import { FormToolbar } from '../../components/FormToolbar';

export function TerminalForm() {
  const translate = useTranslate();
  return (
    <SimpleForm
      resetOptions={KEEP_TYPED_VALUES}
      toolbar={<FormToolbar />}
      sx={{ maxWidth: 720 }}
      warnWhenUnsavedChanges
    >
      <TextInput source="name" validate={required()} />
      <ReferenceInput source="branch" reference="branches">
        <AutocompleteInput validate={required()} />
      </ReferenceInput>
      <BooleanInput source="isActive" defaultValue />
      <Alert severity="info">{translate('resources.time-tracking-terminals.keyHint')}</Alert>
    </SimpleForm>
  );
}
