import { Edit } from 'react-admin';
import { EditLoadError } from '../../components/LoadError';
import { StreamForm } from './StreamForm';

export default function StreamEdit() {
  return (
    <Edit mutationMode="pessimistic" error={<EditLoadError />}>
      <StreamForm />
    </Edit>
  );
}
