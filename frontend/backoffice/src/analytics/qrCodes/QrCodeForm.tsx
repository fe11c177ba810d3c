import { KEEP_TYPED_VALUES } from '../../components/formDefaults';
import {
  AutocompleteInput,
  FormDataConsumer,
  ReferenceInput,
  SelectInput,
  SimpleForm,
  TextInput,
  required,
  usePermissions,
  useRecordContext,
  useTranslate,
} from 'react-admin';
import { isAdmin } from '../../api/authProvider';
import type { QrCode } from '../../api/types';
import { FormToolbar } from '../../components/FormToolbar';
import { QrCodePreview } from './QrCodeDownloads';
import { fieldsForKind, kindsFor, needsBranch } from './qrCodeForm';

const T = 'resources.qr-codes';

export function QrCodeForm() {
  const translate = useTranslate();
  const { permissions } = usePermissions();
  const record = useRecordContext<QrCode>();
  const kindChoices = kindsFor(isAdmin(permissions), record?.targetKind).map((kind) => ({
    id: kind,
    name: translate(`${T}.kinds.${kind}`),
  }));
  return (
    <SimpleForm resetOptions={KEEP_TYPED_VALUES} toolbar={<FormToolbar />} sx={{ maxWidth: 720 }}>
      <TextInput source="path" validate={required()} helperText={translate(`${T}.helpers.path`)} />
      <TextInput source="name" helperText={translate(`${T}.helpers.name`)} />
      <SelectInput source="targetKind" choices={kindChoices} validate={required()} />
      <FormDataConsumer<Partial<QrCode>>>
        {({ formData }) => {
          const kind = formData.targetKind;
          const fields = fieldsForKind(kind);
          return (
            <>
              <ReferenceInput source="branch" reference="branches">
                <AutocompleteInput
                  validate={needsBranch(kind) ? required() : undefined}
                  helperText={translate(`${T}.helpers.branch`)}
                />
              </ReferenceInput>
              {fields.includes('table') ? (
                <ReferenceInput
                  source="table"
                  reference="tables"
                  filter={formData.branch ? { branch: formData.branch } : {}}
                  sort={{ field: 'identifier', order: 'ASC' }}
                >
                  <AutocompleteInput optionText="identifier" validate={required()} />
                </ReferenceInput>
              ) : null}
              {fields.includes('product') ? (
                <ReferenceInput source="product" reference="products" sort={{ field: 'name', order: 'ASC' }}>
                  <AutocompleteInput optionText="name" validate={required()} />
                </ReferenceInput>
              ) : null}
              {fields.includes('sitePath') ? (
                <TextInput source="sitePath" helperText={translate(`${T}.helpers.sitePath`)} />
              ) : null}
              {fields.includes('url') ? (
                <TextInput source="url" type="url" validate={required()} helperText={translate(`${T}.helpers.url`)} />
              ) : null}
            </>
          );
        }}
      </FormDataConsumer>
      <QrCodePreview />
    </SimpleForm>
  );
}
