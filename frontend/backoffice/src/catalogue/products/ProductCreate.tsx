import { Create } from 'react-admin';
import { ProductForm } from './ProductForm';
import { normalizeProduct } from './normalizeProduct';

export default function ProductCreate() {
  return (
    <Create redirect="edit" transform={normalizeProduct}>
      <ProductForm />
    </Create>
  );
}
