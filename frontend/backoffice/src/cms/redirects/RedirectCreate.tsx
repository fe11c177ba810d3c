import { Create } from 'react-admin';
import { RedirectForm } from './RedirectForm';

export default function RedirectCreate() {
  return (
    <Create redirect="list">
      <RedirectForm />
    </Create>
  );
}
