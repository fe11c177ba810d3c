import { Create } from 'react-admin';
import { TemplateForm } from './TemplateForm';

/** A new template opens in its editor after saving, where its images are generated. */
export default function TemplateCreate() {
  return (
    <Create redirect="edit">
      <TemplateForm />
    </Create>
  );
}
