import { Edit } from 'react-admin';
import { ClipboardEditActions } from '../../clipboard/ClipboardEditActions';
import { EditLoadError } from '../../components/LoadError';
import { TagForm } from './TagForm';

export default function TagEdit() {
  return (
    <Edit mutationMode="pessimistic" error={<EditLoadError />} actions={<ClipboardEditActions />}>
      <TagForm />
    </Edit>
  );
}
