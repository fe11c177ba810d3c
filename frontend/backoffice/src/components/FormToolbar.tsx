import { DeleteWithConfirmButton, SaveButton, Toolbar } from 'react-admin';

/** Save plus a delete button that asks before it deletes (deletion waits for the server). */
export function FormToolbar({ canDelete = true }: { canDelete?: boolean }) {
  return (
    <Toolbar sx={{ display: 'flex', justifyContent: 'space-between' }}>
      <SaveButton />
      {canDelete ? <DeleteWithConfirmButton mutationMode="pessimistic" /> : null}
    </Toolbar>
  );
}
