import { Edit } from 'react-admin';
import { EditLoadError } from '../../components/LoadError';
import { EditActions } from '../revisions';
import { FontForm } from './FontForm';

export default function FontEdit() {
  return (
    <Edit mutationMode="pessimistic" actions={<EditActions />} error={<EditLoadError />}>
      <FontForm />
    </Edit>
  );
}
