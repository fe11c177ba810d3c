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

export default function TemplateEdit() {
  return (
    <Edit mutationMode="pessimistic" error={<EditLoadError />} actions={<Actions />}>
      <TemplateForm />
    </Edit>
  );
}
