import { Edit } from 'react-admin';
import { EditLoadError } from '../../components/LoadError';
import { MenuForm } from './MenuForm';
import { toMenuRequest } from './menuRequest';

export default function MenuEdit() {
  return (
    <Edit mutationMode="pessimistic" transform={toMenuRequest} error={<EditLoadError />}>
      <MenuForm />
    </Edit>
  );
}
