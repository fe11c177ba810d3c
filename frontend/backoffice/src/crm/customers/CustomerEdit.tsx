import { Edit } from 'react-admin';
import { EditLoadError } from '../../components/LoadError';
import { CustomerForm } from './CustomerForm';

/** Administrators correct a customer; the delete (with a confirmation) is refused by the server while orders exist. */
export default function CustomerEdit() {
  return (
    <Edit mutationMode="pessimistic" redirect="show" error={<EditLoadError />}>
      <CustomerForm />
    </Edit>
  );
}
