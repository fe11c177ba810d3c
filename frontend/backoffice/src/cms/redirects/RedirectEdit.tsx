import { Edit } from 'react-admin';
import { EditLoadError } from '../../components/LoadError';
import { EditActions } from '../revisions';
import { RedirectForm } from './RedirectForm';

export default function RedirectEdit() {
  return (
    <Edit mutationMode="pessimistic" actions={<EditActions />} error={<EditLoadError />}>
      <RedirectForm />
    </Edit>
  );
}
