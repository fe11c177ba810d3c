import { Edit } from 'react-admin';
import { EditLoadError } from '../../components/LoadError';
import { LeadForm } from './LeadForm';

export default function LeadEdit() {
  return (
    <Edit mutationMode="pessimistic" error={<EditLoadError />}>
      <LeadForm />
    </Edit>
  );
}
