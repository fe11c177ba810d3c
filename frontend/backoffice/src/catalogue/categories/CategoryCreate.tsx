import { Create } from 'react-admin';
import { CategoryForm } from './CategoryForm';
import { normalizeCategory } from './normalizeCategory';

export default function CategoryCreate() {
  return (
    <Create redirect="list" transform={normalizeCategory}>
      <CategoryForm />
    </Create>
  );
}
