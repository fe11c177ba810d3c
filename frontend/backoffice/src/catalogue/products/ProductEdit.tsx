import { Edit } from 'react-admin';
import { ClipboardEditActions } from '../../clipboard/ClipboardEditActions';
import { EditLoadError } from '../../components/LoadError';
import { ProductForm } from './ProductForm';
import { normalizeProduct } from './normalizeProduct';

export default function ProductEdit() {
  return (
    <Edit
      mutationMode="pessimistic"
      error={<EditLoadError />}
      actions={<ClipboardEditActions />}
      transform={normalizeProduct}
    >
      <ProductForm />
    </Edit>
  );
}
