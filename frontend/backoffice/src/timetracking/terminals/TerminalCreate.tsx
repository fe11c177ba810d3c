import { useState } from 'react';
import { Create, useRedirect } from 'react-admin';
import type { TimeTrackingTerminal } from '../../api/types';
import { TerminalAddressDialog } from './TerminalAddressDialog';
import { TerminalForm } from './TerminalForm';

/** A new terminal: its address (with the key, shown only now) opens in a dialog, then the list. */
export default function TerminalCreate() {
  const redirect = useRedirect();
  const [created, setCreated] = useState<TimeTrackingTerminal | null>(null);
  return (
    <>
      <Create mutationOptions={{ onSuccess: (terminal: TimeTrackingTerminal) => setCreated(terminal) }}>
        <TerminalForm />
      </Create>
      {created ? (
        <TerminalAddressDialog
          terminal={created}
          onClose={() => {
            setCreated(null);
            redirect('list', 'time-tracking-terminals');
          }}
        />
      ) : null}
    </>
  );
}
