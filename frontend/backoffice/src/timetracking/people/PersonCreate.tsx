import { Create } from 'react-admin';
import { PersonForm } from './PersonForm';

export default function PersonCreate() {
  return (
    <Create redirect="list">
      <PersonForm />
    </Create>
  );
}
