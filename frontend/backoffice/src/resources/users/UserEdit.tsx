import { Edit } from 'react-admin';
import { EditLoadError } from '../../components/LoadError';
import { UserForm, dropEmptyPassword } from './UserForm';

export default function UserEdit() {
  return (
    <Edit mutationMode="pessimistic" error={<EditLoadError />} transform={dropEmptyPassword}>
      <UserForm />
    </Edit>
  );
}
