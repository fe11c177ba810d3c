import { Edit } from 'react-admin';
import { EditLoadError } from '../../components/LoadError';
import { TemplateForm } from './TemplateForm';

export default function TemplateEdit() {
  return (
    <Edit mutationMode="pessimistic" error={<EditLoadError />}>
      <TemplateForm />
    </Edit>
  );
}
