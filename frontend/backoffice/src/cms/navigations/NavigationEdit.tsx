import { Edit } from 'react-admin';
import { EditLoadError } from '../../components/LoadError';
import { NavigationForm } from './NavigationForm';
import { navigationPayload } from './navigationItems';

export default function NavigationEdit() {
  return (
    <Edit mutationMode="pessimistic" error={<EditLoadError />} transform={navigationPayload}>
      <NavigationForm />
    </Edit>
  );
}
