import { Edit, TopToolbar } from 'react-admin';
import { EditLoadError } from '../../components/LoadError';
import { RegenerateKeyButton } from './RegenerateKeyButton';
import { TerminalForm } from './TerminalForm';

export default function TerminalEdit() {
  return (
    <Edit
      mutationMode="pessimistic"
      error={<EditLoadError />}
      actions={
        <TopToolbar>
          <RegenerateKeyButton />
        </TopToolbar>
      }
    >
      <TerminalForm />
    </Edit>
  );
}
