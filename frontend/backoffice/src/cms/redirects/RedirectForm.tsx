import Alert from '@mui/material/Alert';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import { useState } from 'react';
import { BooleanInput, SimpleForm, TextInput, required, useRecordContext, useTranslate } from 'react-admin';
import { useController, useFormState } from 'react-hook-form';
import { KEEP_TYPED_VALUES } from '../../components/formDefaults';
import { FormToolbar } from '../../components/FormToolbar';
import type { Redirect } from '../../api/types';

const T = 'resources.redirects';

/**
 * The confirmation of a redirect from one of the shop's own routes (home page, /store/…, a page …): the server
 * refuses it on the field `confirmed` with a German text naming what it would hide; from then on the form
 * shows that text and the checkbox that confirms it.
 */
function ShopRouteConfirmation() {
  const { errors } = useFormState();
  const translate = useTranslate();
  const refusal = errors.confirmed?.message;
  // the refusal stays on screen after the next submit clears the form's errors (it is what the checkbox confirms)
  const [message, setMessage] = useState<string | null>(null);
  const { field } = useController({ name: 'confirmed', defaultValue: false });
  if (typeof refusal === 'string' && refusal && refusal !== message) setMessage(refusal);
  if (!message) return null;
  return (
    <Alert severity="warning" sx={{ mb: 2, width: '100%' }}>
      {message}
      <FormControlLabel
        sx={{ display: 'flex', mt: 1 }}
        control={<Checkbox checked={field.value === true} onChange={(event) => field.onChange(event.target.checked)} />}
        label={translate(`${T}.confirm`)}
      />
    </Alert>
  );
}

/** The warnings the server saved the redirect with (e.g. a target that leads to no page). */
function SavedWarnings() {
  const record = useRecordContext<Redirect>();
  const warnings = record?.warnings ?? [];
  if (warnings.length === 0) return null;
  return (
    <Alert severity="warning" sx={{ mb: 2, width: '100%' }}>
      {warnings.join(' ')}
    </Alert>
  );
}

/** Path → target, temporary (302) unless permanent (301); loops and chains are refused by the server. */
export function RedirectForm() {
  return (
    <SimpleForm
      resetOptions={KEEP_TYPED_VALUES}
      toolbar={<FormToolbar />}
      sx={{ maxWidth: 720 }}
      warnWhenUnsavedChanges
    >
      <SavedWarnings />
      <TextInput source="path" validate={required()} helperText={`${T}.helpers.path`} />
      <TextInput source="target" validate={required()} helperText={`${T}.helpers.target`} />
      <BooleanInput source="isPermanent" defaultValue={false} helperText={`${T}.helpers.isPermanent`} />
      <ShopRouteConfirmation />
    </SimpleForm>
  );
}
