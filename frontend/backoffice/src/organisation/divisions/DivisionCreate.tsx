import { Create } from 'react-admin';
import { DivisionForm } from './DivisionForm';

export default function DivisionCreate() {
  return (
    <Create redirect="list">
      <DivisionForm />
    </Create>
  );
}
