import { Create } from 'react-admin';
import { FontForm } from './FontForm';

export default function FontCreate() {
  return (
    <Create redirect="edit">
      <FontForm />
    </Create>
  );
}
