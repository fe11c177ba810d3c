import { Edit } from 'react-admin';
import { EditLoadError } from '../../components/LoadError';
import { TerminalForm } from './TerminalForm';

export default function TerminalEdit() {
  return (
    <Edit mutationMode="pessimistic" error={<EditLoadError />}>
      <TerminalForm />
    </Edit>
  );
}
