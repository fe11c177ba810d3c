import { Edit } from 'react-admin';
import { EditLoadError } from '../../components/LoadError';
import { DivisionForm } from './DivisionForm';

export default function DivisionEdit() {
  return (
    <Edit mutationMode="pessimistic" error={<EditLoadError />}>
      <DivisionForm />
    </Edit>
  );
}
