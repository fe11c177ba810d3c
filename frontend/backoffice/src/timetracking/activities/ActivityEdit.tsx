import { Edit } from 'react-admin';
import { EditLoadError } from '../../components/LoadError';
import { ActivityForm } from './ActivityForm';

export default function ActivityEdit() {
  return (
    <Edit mutationMode="pessimistic" error={<EditLoadError />}>
      <ActivityForm isCorrection />
    </Edit>
  );
}
