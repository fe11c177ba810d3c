import { Edit } from 'react-admin';
import { ClipboardEditActions } from '../../clipboard/ClipboardActions';
import { EditLoadError } from '../../components/LoadError';
import { TagForm } from './TagForm';

export default function TagEdit() {
  return (
    <Edit mutationMode="pessimistic" error={<EditLoadError />} actions={<ClipboardEditActions />}>
      <TagForm />
    </Edit>
  );
}
