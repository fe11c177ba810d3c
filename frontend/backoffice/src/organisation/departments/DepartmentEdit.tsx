import { Edit } from 'react-admin';
import { EditLoadError } from '../../components/LoadError';
import { DepartmentForm } from './DepartmentForm';

export default function DepartmentEdit() {
  return (
    <Edit mutationMode="pessimistic" error={<EditLoadError />}>
      <DepartmentForm />
    </Edit>
  );
}
