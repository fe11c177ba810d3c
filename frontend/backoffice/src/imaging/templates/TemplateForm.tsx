import Box from '@mui/material/Box';
import { regex, required, SelectInput, SimpleForm, TextInput, useInput, useTranslate } from 'react-admin';
import { KEEP_TYPED_VALUES } from '../../components/formDefaults';
import { FormToolbar } from '../../components/FormToolbar';
import { ColorField } from './editor/fields';
import { TemplateEditor } from './editor/TemplateEditor';
import { SizeFields } from './SizeFields';

const T = 'resources.image-templates';

export const formatChoices = [
  { id: 'png', name: `${T}.formats.png` },
  { id: 'jpeg', name: `${T}.formats.jpeg` },
  { id: 'webp', name: `${T}.formats.webp` },
];

/** What a new template starts with: a white Instagram post without layers, stored as PNG. */
export const NEW_TEMPLATE = { width: 1080, height: 1080, background: '#ffffff', format: 'png', layers: [] };

const colorValidation = [required(), regex(/^#[0-9a-fA-F]{6}$/, `${T}.validation.color`)];

/** The template's background colour as a form input (typed or picked). */
function BackgroundInput() {
  const translate = useTranslate();
  const { field, fieldState } = useInput({ source: 'background', validate: colorValidation });
  return (
    <ColorField
      label={translate(`${T}.fields.background`)}
      value={String(field.value ?? '')}
      onChange={field.onChange}
      error={fieldState.error?.message ? translate(fieldState.error.message) : undefined}
      helperText={translate(`${T}.helpers.background`)}
    />
  );
}

export function TemplateForm() {
  return (
    <SimpleForm
      resetOptions={KEEP_TYPED_VALUES}
      toolbar={<FormToolbar />}
      defaultValues={NEW_TEMPLATE}
      warnWhenUnsavedChanges
    >
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, width: '100%' }}>
        <TextInput source="name" validate={required()} sx={{ flex: '1 1 280px' }} />
        <TextInput
          source="identifier"
          validate={[required(), regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, `${T}.validation.identifier`)]}
          helperText={`${T}.helpers.identifier`}
          sx={{ flex: '1 1 280px' }}
        />
      </Box>
      <SizeFields />
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'flex-start', mb: 2 }}>
        <BackgroundInput />
        <SelectInput source="format" choices={formatChoices} validate={required()} helperText={`${T}.helpers.format`} />
      </Box>
      <TemplateEditor />
    </SimpleForm>
  );
}
