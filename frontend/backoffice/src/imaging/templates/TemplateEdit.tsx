import { Edit, ListButton, TopToolbar } from 'react-admin';
import { EditLoadError } from '../../components/LoadError';
import { GenerateButton } from './generate/GenerateButton';
import { TemplateForm } from './TemplateForm';

/** 'Bilder erzeugen' stands outside the form: it uses the saved template. */
function Actions() {
  return (
    <TopToolbar>
      <GenerateButton />
      <ListButton />
    </TopToolbar>
  );
}

/**
 * The template as the list or 'Speichern' of a new one left it in the cache, not fetched again while the editor is
 * open: react-admin resets the form to a refetched record, and the layers added in the meantime were gone (a new
 * template's first layers, added within a second of creating it).
 */
const NO_REFETCH = { refetchOnMount: false, refetchOnWindowFocus: false } as const;

export default function TemplateEdit() {
  return (
    <Edit mutationMode="pessimistic" error={<EditLoadError />} actions={<Actions />} queryOptions={NO_REFETCH}>
      <TemplateForm />
    </Edit>
  );
}
