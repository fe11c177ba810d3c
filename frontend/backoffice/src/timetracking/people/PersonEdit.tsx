import { Edit } from 'react-admin';
import { EditLoadError } from '../../components/LoadError';
import { PersonForm } from './PersonForm';

export default function PersonEdit() {
  return (
    <Edit mutationMode="pessimistic" error={<EditLoadError />}>
      <PersonForm />
    </Edit>
  );
}
