import { Create } from 'react-admin';
import { DonateeForm } from './DonateeForm';

export default function DonateeCreate() {
  return (
    <Create redirect="list">
      <DonateeForm />
    </Create>
  );
}
