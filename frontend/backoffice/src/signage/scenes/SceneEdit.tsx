import { Edit } from 'react-admin';
import { EditLoadError } from '../../components/LoadError';
import { SceneForm } from './SceneForm';

export default function SceneEdit() {
  return (
    <Edit mutationMode="pessimistic" error={<EditLoadError />}>
      <SceneForm />
    </Edit>
  );
}
