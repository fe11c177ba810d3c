import { Create } from 'react-admin';
import { TableForm } from './TableForm';

export default function TableCreate() {
  return (
    <Create redirect="list">
      <TableForm />
    </Create>
  );
}
