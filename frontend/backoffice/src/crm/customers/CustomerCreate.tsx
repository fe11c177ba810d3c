import { Create } from 'react-admin';
import { CustomerForm } from './CustomerForm';

export default function CustomerCreate() {
  return (
    <Create redirect="show">
      <CustomerForm />
    </Create>
  );
}
