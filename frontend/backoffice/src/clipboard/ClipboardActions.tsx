/** Toolbars of the catalogue screens with the clipboard's copy and paste buttons. */
import { CreateButton, FilterButton, TopToolbar, useResourceDefinition } from 'react-admin';
import { CopyButton, PasteButton } from './ClipboardButtons';

/** List actions: filters, create and paste (paste only where the user may create). */
export function ClipboardListActions() {
  const { hasCreate } = useResourceDefinition();
  return (
    <TopToolbar>
      <FilterButton />
      {hasCreate ? <CreateButton /> : null}
      {hasCreate ? <PasteButton /> : null}
    </TopToolbar>
  );
}

/** Edit actions: copy the record shown, paste the resource's clipboard item as a new one. */
export function ClipboardEditActions() {
  const { hasCreate } = useResourceDefinition();
  return (
    <TopToolbar>
      <CopyButton />
      {hasCreate ? <PasteButton /> : null}
    </TopToolbar>
  );
}
