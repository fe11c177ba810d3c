/** Path, name, title, description, type and 'Veröffentlicht' of a page, then its content by type. */
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useWatch } from 'react-hook-form';
import { BooleanInput, SelectInput, SimpleForm, TextInput, required, useTranslate } from 'react-admin';
import type { RaRecord } from 'react-admin';
import { FormToolbar } from '../../components/FormToolbar';
import { ContentInput, useContentSchema } from '../content';
import { SITE_TYPES, type SiteType, suggestedPath } from './siteValues';

const T = 'resources.sites';

/** The path must already be a path slug: otherwise the message names the one to take. */
export function validatePath(value: unknown) {
  const suggestion = suggestedPath(typeof value === 'string' ? value : '');
  return suggestion === null ? undefined : { message: `${T}.validation.path`, args: { suggestion: suggestion || '–' } };
}

function SiteContent() {
  const translate = useTranslate();
  const type = (useWatch({ name: 'type' }) as SiteType | undefined) ?? 'default';
  const { data: schema } = useContentSchema();
  const fields = schema?.sites[type];
  return (
    <Box sx={{ width: '100%' }}>
      <Divider sx={{ my: 2 }} />
      {fields ? (
        <ContentInput
          key={type}
          source="content"
          fields={fields}
          label={translate(`${T}.sections.content`, { type: translate(`${T}.types.${type}`) })}
        />
      ) : (
        <ContentInput source="content" fields={[]} />
      )}
    </Box>
  );
}

interface SiteFormProps {
  record?: RaRecord;
  /** above the fields: the draft notice and autosave status of the edit screen */
  header?: ReactNode;
  children?: ReactNode;
}

export function SiteForm({ record, header, children }: SiteFormProps) {
  const translate = useTranslate();
  const typeChoices = SITE_TYPES.map((type) => ({ id: type, name: translate(`${T}.types.${type}`) }));
  return (
    <SimpleForm record={record} toolbar={<FormToolbar />} sx={{ maxWidth: 1040 }} warnWhenUnsavedChanges>
      {header}
      <Typography variant="h6" component="h2">
        {translate(`${T}.sections.page`)}
      </Typography>
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' }, columnGap: 2, width: '100%' }}>
        <TextInput source="name" validate={required()} helperText={`${T}.helpers.name`} />
        <TextInput source="path" validate={validatePath} helperText={`${T}.helpers.path`} />
        <TextInput source="title" helperText={`${T}.helpers.title`} />
        <SelectInput
          source="type"
          choices={typeChoices}
          defaultValue="default"
          validate={required()}
          helperText={`${T}.helpers.type`}
        />
      </Box>
      <TextInput source="description" multiline minRows={2} helperText={`${T}.helpers.description`} />
      <BooleanInput source="isPublic" defaultValue={false} helperText={`${T}.helpers.isPublic`} />
      {children}
      <SiteContent />
    </SimpleForm>
  );
}
