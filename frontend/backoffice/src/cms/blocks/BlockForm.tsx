import { SimpleForm, TextInput, required } from 'react-admin';
import type { ReactNode } from 'react';
import type { RaRecord } from 'react-admin';
import { FormToolbar } from '../../components/FormToolbar';
import { BlockContent } from './BlockContent';

const T = 'resources.blocks.helpers';

/** A reusable list of blocks: name, identifier and the blocks themselves. */
export function BlockForm({ record, header }: { record?: RaRecord; header?: ReactNode } = {}) {
  return (
    <SimpleForm record={record} toolbar={<FormToolbar />} sx={{ maxWidth: 1100 }} warnWhenUnsavedChanges>
      {header}
      <TextInput source="name" validate={required()} helperText={`${T}.name`} />
      <TextInput source="identifier" helperText={`${T}.identifier`} />
      <BlockContent />
    </SimpleForm>
  );
}
