import { DeleteWithConfirmButton, SaveButton, Toolbar, useRecordContext } from 'react-admin';

/**
 * Save plus a delete button that asks before it deletes (deletion waits for the server).
 * The delete button only shows for a record that exists, never on a create form.
 * On the paper background: react-admin's grey toolbar of a long (sticky) form gives the red delete text
 * too little contrast (3.8:1, axe color-contrast).
 */
export function FormToolbar({ canDelete = true }: { canDelete?: boolean }) {
  const record = useRecordContext();
  const exists = record?.id !== undefined && record?.id !== null;
  return (
    <Toolbar sx={{ display: 'flex', justifyContent: 'space-between', backgroundColor: 'background.paper' }}>
      <SaveButton />
      {/* a darker red than the theme's error colour: 8:1 on the toolbar's grey (the default red has 3.8:1) */}
      {canDelete && exists ? <DeleteWithConfirmButton mutationMode="pessimistic" sx={{ color: '#b71c1c' }} /> : null}
    </Toolbar>
  );
}
