import { Edit } from 'react-admin';
import { EditLoadError } from '../../components/LoadError';
import { EditActions } from '../revisions';
import { BlockForm } from './BlockForm';

export default function BlockEdit() {
  return (
    <Edit mutationMode="pessimistic" actions={<EditActions />} error={<EditLoadError />}>
      <BlockForm />
    </Edit>
  );
}
