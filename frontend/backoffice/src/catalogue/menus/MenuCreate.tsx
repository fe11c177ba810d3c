import { Create } from 'react-admin';
import { MenuForm } from './MenuForm';
import { toMenuRequest } from './menuRequest';

export default function MenuCreate() {
  return (
    <Create redirect="edit" transform={toMenuRequest}>
      <MenuForm isCreate />
    </Create>
  );
}
