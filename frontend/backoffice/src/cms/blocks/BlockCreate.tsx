import { Create } from 'react-admin';
import { blockFields, useDescribeContentError } from '../content';
import { BlockForm } from './BlockForm';

export default function BlockCreate() {
  const describeError = useDescribeContentError('blocks', blockFields);
  return (
    <Create redirect="edit" mutationOptions={{ meta: { describeError } }}>
      <BlockForm />
    </Create>
  );
}
