import { Edit } from 'react-admin';
import { EditLoadError } from '../../components/LoadError';
import { UserForm, dropEmptyPassword } from './UserForm';
import { UserProfileStatistics } from '../../components/userProfile/UserProfileStatistics';

export default function UserEdit() {
  return (
    <Edit
      mutationMode="pessimistic"
      error={<EditLoadError />}
      transform={dropEmptyPassword}
      aside={<UserProfileStatistics />}
    >
      <UserForm />
    </Edit>
  );
}
