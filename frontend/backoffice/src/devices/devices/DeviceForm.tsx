import { useWatch } from 'react-hook-form';
import {
  AutocompleteInput,
  BooleanInput,
  NumberInput,
  ReferenceInput,
  required,
  SelectInput,
  SimpleForm,
  TextInput,
  useTranslate,
} from 'react-admin';
import Typography from '@mui/material/Typography';
import { KEEP_TYPED_VALUES } from '../../components/formDefaults';
import { FormToolbar } from '../../components/FormToolbar';
import { kindChoices } from './kinds';

const T = 'resources.devices';

/** A printer's own fields: where it stands in the network, which ticket it prints, whether by itself. */
function PrinterFields() {
  const translate = useTranslate();
  const branch = useWatch({ name: 'branch' }) as number | undefined;
  return (
    <>
      <Typography variant="subtitle1" component="h2" sx={{ mt: 2 }}>
        {translate(`${T}.sections.printer`)}
      </Typography>
      <TextInput source="printerHost" helperText={`${T}.helpers.printerHost`} />
      <NumberInput source="printerPort" min={1} max={65535} step={1} />
      <ReferenceInput source="department" reference="departments" filter={branch ? { branch } : {}}>
        <AutocompleteInput helperText={`${T}.helpers.department`} />
      </ReferenceInput>
      <BooleanInput source="autoPrint" />
    </>
  );
}

function KindFields() {
  const kind = useWatch({ name: 'kind' });
  return kind === 'printer' ? <PrinterFields /> : null;
}

/** Edit a paired device: name, identifier, branch, kind, active, and a printer's host, port, department, autoPrint. */
export function DeviceForm() {
  return (
    <SimpleForm
      resetOptions={KEEP_TYPED_VALUES}
      toolbar={<FormToolbar />}
      sx={{ maxWidth: 720 }}
      warnWhenUnsavedChanges
    >
      <TextInput source="name" validate={required()} />
      <TextInput source="identifier" validate={required()} />
      <ReferenceInput source="branch" reference="branches">
        <AutocompleteInput validate={required()} />
      </ReferenceInput>
      <SelectInput source="kind" choices={kindChoices} validate={required()} />
      <BooleanInput source="isActive" />
      <KindFields />
    </SimpleForm>
  );
}
