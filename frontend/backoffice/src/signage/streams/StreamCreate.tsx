import { Create } from 'react-admin';
import { StreamForm } from './StreamForm';

export default function StreamCreate() {
  return (
    <Create redirect="list">
      <StreamForm />
    </Create>
  );
}
