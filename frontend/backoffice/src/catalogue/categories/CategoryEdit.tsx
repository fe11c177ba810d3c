import { Edit } from 'react-admin';
import { ClipboardEditActions } from '../../clipboard/ClipboardEditActions';
import { EditLoadError } from '../../components/LoadError';
import { CategoryForm } from './CategoryForm';
import { normalizeCategory } from './normalizeCategory';

export default function CategoryEdit() {
  return (
    <Edit
      mutationMode="pessimistic"
      error={<EditLoadError />}
      actions={<ClipboardEditActions />}
      transform={normalizeCategory}
    >
      <CategoryForm />
    </Edit>
  );
}
