import { BooleanInput, SelectInput, SimpleForm, TextInput, required } from 'react-admin';
import type { ReactNode } from 'react';
import type { RaRecord } from 'react-admin';
import { FormToolbar } from '../../components/FormToolbar';
import { NodeContent } from './NodeContent';
import { nodeTypeChoices } from './nodeTypes';

const T = 'resources.nodes.helpers';

/** A content node: its type, identifier, publication and the content fields of its type. */
export function NodeForm({
  isCreate = false,
  record,
  header,
}: {
  isCreate?: boolean;
  record?: RaRecord;
  header?: ReactNode;
}) {
  return (
    <SimpleForm record={record} toolbar={<FormToolbar />} sx={{ maxWidth: 1100 }} warnWhenUnsavedChanges>
      {header}
      <SelectInput
        source="type"
        choices={nodeTypeChoices}
        validate={required()}
        defaultValue="tag"
        helperText={isCreate ? `${T}.typeCreate` : `${T}.type`}
      />
      <TextInput source="identifier" helperText={`${T}.identifier`} />
      <BooleanInput source="isPublic" helperText={`${T}.isPublic`} />
      <NodeContent />
    </SimpleForm>
  );
}
