import { Edit } from 'react-admin';
import { EditLoadError } from '../../components/LoadError';
import { TableForm } from './TableForm';

export default function TableEdit() {
  return (
    <Edit mutationMode="pessimistic" error={<EditLoadError />}>
      <TableForm />
    </Edit>
  );
}
