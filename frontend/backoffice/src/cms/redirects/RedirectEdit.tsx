import { Edit } from 'react-admin';
import { EditLoadError } from '../../components/LoadError';
import { RedirectForm } from './RedirectForm';

export default function RedirectEdit() {
  return (
    <Edit mutationMode="pessimistic" error={<EditLoadError />}>
      <RedirectForm />
    </Edit>
  );
}
