import { Edit, useRecordContext } from 'react-admin';
import { EditLoadError } from '../../components/LoadError';
import { nodeFields, useDescribeContentError } from '../content';
import { DraftStatus, withDraft } from '../drafts';
import { EditActions } from '../revisions';
import { NodeForm } from './NodeForm';

/** The editable body of a node (what a save sends and the autosaved draft keeps). */
const payload = (values: Record<string, unknown>) => ({
  type: values.type,
  identifier: values.identifier,
  isPublic: values.isPublic,
  content: values.content,
});

function NodeEditForm() {
  const record = useRecordContext<{ id: number; draft?: Record<string, unknown> | null }>();
  const describe = useDescribeContentError('nodes', nodeFields);
  return (
    <NodeForm
      record={record ? withDraft(record) : undefined}
      header={<DraftStatus resource="nodes" payload={payload} describe={describe} />}
    />
  );
}

export default function NodeEdit() {
  const describeError = useDescribeContentError('nodes', nodeFields);
  return (
    <Edit
      mutationMode="pessimistic"
      mutationOptions={{ meta: { describeError } }}
      actions={<EditActions />}
      error={<EditLoadError />}
    >
      <NodeEditForm />
    </Edit>
  );
}
