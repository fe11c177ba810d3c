import { Edit } from 'react-admin';
import { ClipboardEditActions } from '../../clipboard/ClipboardEditActions';
import { EditLoadError } from '../../components/LoadError';
import { DonateeForm } from './DonateeForm';

export default function DonateeEdit() {
  return (
    <Edit mutationMode="pessimistic" error={<EditLoadError />} actions={<ClipboardEditActions />}>
      <DonateeForm />
    </Edit>
  );
}
