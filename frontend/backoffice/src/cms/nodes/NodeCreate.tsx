import { Create } from 'react-admin';
import { nodeFields, useDescribeContentError } from '../content';
import { NodeForm } from './NodeForm';

export default function NodeCreate() {
  const describeError = useDescribeContentError('nodes', nodeFields);
  return (
    <Create redirect="edit" mutationOptions={{ meta: { describeError } }}>
      <NodeForm isCreate />
    </Create>
  );
}
