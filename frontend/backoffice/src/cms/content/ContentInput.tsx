/**
 * A react-admin input for a structured content document (a site's, node's or block's `content`), built
 * from the schema's field specs: one widget per field type, collections with drag and drop, server
 * errors ('content.body.3.columns.1.image') shown at the widget they belong to.
 */
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { useMemo } from 'react';
import { useInput, useTranslate } from 'react-admin';
import { get, useFormState } from 'react-hook-form';
import { LoadError } from '../../components/LoadError';
import { ContentContext } from './ContentContext';
import { errorsByWidget, flattenErrors } from './errors';
import { FieldList } from './FieldWidget';
import type { ContentFieldSpec } from './types';
import { useContentSchema } from './useContentSchema';
import { withDefaults } from './values';

export interface ContentInputProps {
  source: string;
  fields: ContentFieldSpec[];
  label?: string;
}

export function ContentInput({ source, fields, label }: ContentInputProps) {
  const translate = useTranslate();
  const schema = useContentSchema();
  const { field, id } = useInput({ source, defaultValue: {} });
  // not exact: errors the server reports below the document ('content.body.3.image') re-render it too
  const { errors: formErrors } = useFormState({ name: field.name });
  const errorTree: unknown = get(formErrors, field.name);
  const value = useMemo(() => withDefaults(fields, field.value), [fields, field.value]);
  const unions = schema.data?.unions;
  // computed on every render: react-hook-form changes its error tree in place
  const errors = unions ? errorsByWidget(fields, unions, value, flattenErrors(errorTree)) : {};
  const context = { unions: unions ?? {}, errors, idPrefix: id };

  if (schema.isError) {
    return (
      <LoadError
        message={translate('resources.cmsContent.loadFailed')}
        onRetry={() => void schema.refetch()}
        sx={{ my: 2 }}
      />
    );
  }
  if (!unions) {
    return (
      <Box role="status" sx={{ my: 2 }}>
        <LinearProgress aria-hidden />
        <Typography variant="body2">{translate('resources.cmsContent.loading')}</Typography>
      </Box>
    );
  }
  const rootErrors = errors[''] ?? [];
  return (
    <ContentContext.Provider value={context}>
      <Box
        component="section"
        aria-label={label ? translate(label, { _: label }) : undefined}
        sx={{ width: '100%', display: 'grid', gap: 2 }}
      >
        {label ? (
          <Typography variant="h6" component="h2">
            {translate(label, { _: label })}
          </Typography>
        ) : null}
        {rootErrors.map((message) => (
          <Alert key={message} severity="error">
            {message}
          </Alert>
        ))}
        <FieldList fields={fields} value={value} onChange={(next) => field.onChange(next)} path="" />
      </Box>
    </ContentContext.Provider>
  );
}
