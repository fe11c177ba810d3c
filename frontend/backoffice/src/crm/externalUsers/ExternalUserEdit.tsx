import { Edit } from 'react-admin';
import { EditLoadError } from '../../components/LoadError';
import { ExternalUserForm } from './ExternalUserForm';

export default function ExternalUserEdit() {
  return (
    <Edit mutationMode="pessimistic" error={<EditLoadError />}>
      <ExternalUserForm />
    </Edit>
  );
}
