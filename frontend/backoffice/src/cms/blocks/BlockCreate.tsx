import { Create } from 'react-admin';
import { BlockForm } from './BlockForm';

export default function BlockCreate() {
  return (
    <Create redirect="edit">
      <BlockForm />
    </Create>
  );
}
