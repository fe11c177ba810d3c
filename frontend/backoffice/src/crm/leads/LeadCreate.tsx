import { Create } from 'react-admin';
import { LeadForm } from './LeadForm';

export default function LeadCreate() {
  return (
    <Create redirect="list">
      <LeadForm />
    </Create>
  );
}
