import { KEEP_TYPED_VALUES } from '../../components/formDefaults';
import { AutocompleteInput, ReferenceInput, SimpleForm, TextInput, useTranslate } from 'react-admin';
import { FormToolbar } from '../../components/FormToolbar';
import { TableQrCode } from './TableQrCode';

export function TableForm() {
  const translate = useTranslate();
  return (
    <SimpleForm resetOptions={KEEP_TYPED_VALUES} toolbar={<FormToolbar />} sx={{ maxWidth: 720 }}>
      <ReferenceInput source="branch" reference="branches">
        <AutocompleteInput />
      </ReferenceInput>
      <TextInput source="identifier" helperText={translate('resources.tables.helpers.identifier')} />
      <TableQrCode />
    </SimpleForm>
  );
}
