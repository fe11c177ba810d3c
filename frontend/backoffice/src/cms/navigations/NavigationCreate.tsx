import { Create } from 'react-admin';
import { NavigationForm } from './NavigationForm';
import { navigationPayload } from './navigationItems';

export default function NavigationCreate() {
  return (
    <Create redirect="list" transform={navigationPayload} record={{ items: [] }}>
      <NavigationForm />
    </Create>
  );
}
