/**
 * The list toolbar of the catalogue screens with the clipboard's paste button. The edit screens' toolbar is in
 * ClipboardEditActions.tsx: a module loads whole, and the list's filter button would come with every edit screen.
 */
import { CreateButton, FilterButton, TopToolbar, useResourceDefinition } from 'react-admin';
import { PasteButton } from './ClipboardButtons';

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
