import { Create } from 'react-admin';
import { NodeForm } from './NodeForm';

export default function NodeCreate() {
  return (
    <Create redirect="edit">
      <NodeForm isCreate />
    </Create>
  );
}
