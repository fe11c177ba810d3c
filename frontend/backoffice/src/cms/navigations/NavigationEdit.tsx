import { Edit } from 'react-admin';
import { EditLoadError } from '../../components/LoadError';
import { EditActions } from '../revisions';
import { NavigationForm } from './NavigationForm';
import { navigationPayload } from './navigationItems';

export default function NavigationEdit() {
  return (
    <Edit mutationMode="pessimistic" actions={<EditActions />} error={<EditLoadError />} transform={navigationPayload}>
      <NavigationForm />
    </Edit>
  );
}
