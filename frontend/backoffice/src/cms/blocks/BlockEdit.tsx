import { Edit, useRecordContext } from 'react-admin';
import { EditLoadError } from '../../components/LoadError';
import { blockFields, useDescribeContentError } from '../content';
import { DraftStatus, withDraft } from '../drafts';
import { EditActions } from '../revisions';
import { BlockForm } from './BlockForm';

/** The editable body of a block (what a save sends and the autosaved draft keeps). */
const payload = (values: Record<string, unknown>) => ({
  name: values.name,
  identifier: values.identifier,
  content: values.content,
});

function BlockEditForm() {
  const record = useRecordContext<{ id: number; draft?: Record<string, unknown> | null }>();
  const describe = useDescribeContentError('blocks', blockFields);
  return (
    <BlockForm
      record={record ? withDraft(record) : undefined}
      header={<DraftStatus resource="blocks" payload={payload} describe={describe} />}
    />
  );
}

export default function BlockEdit() {
  const describeError = useDescribeContentError('blocks', blockFields);
  return (
    <Edit
      mutationMode="pessimistic"
      mutationOptions={{ meta: { describeError } }}
      actions={<EditActions />}
      error={<EditLoadError />}
    >
      <BlockEditForm />
    </Edit>
  );
}
