import { Create } from 'react-admin';
import { TagForm } from './TagForm';

export default function TagCreate() {
  return (
    <Create redirect="list">
      <TagForm />
    </Create>
  );
}
