import { Create } from 'react-admin';
import { ExternalUserForm } from './ExternalUserForm';

export default function ExternalUserCreate() {
  return (
    <Create redirect="list">
      <ExternalUserForm />
    </Create>
  );
}
