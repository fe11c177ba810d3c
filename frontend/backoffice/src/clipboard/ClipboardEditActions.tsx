/** The edit toolbar of the catalogue screens with the clipboard's copy and paste buttons. */
import { TopToolbar, useResourceDefinition } from 'react-admin';
import { CopyButton, PasteButton } from './ClipboardButtons';

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
