import { Edit } from 'react-admin';
import { EditLoadError } from '../../components/LoadError';
import { EditActions } from '../revisions';
import { NodeForm } from './NodeForm';

export default function NodeEdit() {
  return (
    <Edit mutationMode="pessimistic" actions={<EditActions />} error={<EditLoadError />}>
      <NodeForm />
    </Edit>
  );
}
