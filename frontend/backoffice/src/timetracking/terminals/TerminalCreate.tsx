import { Create } from 'react-admin';
import { TerminalForm } from './TerminalForm';

export default function TerminalCreate() {
  return (
    <Create redirect="list">
      <TerminalForm />
    </Create>
  );
}
