import { Edit } from 'react-admin';
import { EditLoadError } from '../../components/LoadError';
import { ProjectForm } from './ProjectForm';

export default function ProjectEdit() {
  return (
    <Edit mutationMode="pessimistic" error={<EditLoadError />}>
      <ProjectForm />
    </Edit>
  );
}
