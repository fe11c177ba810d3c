import { Edit } from 'react-admin';
import { EditLoadError } from '../../components/LoadError';
import { ScheduleForm } from './ScheduleForm';

export default function ScheduleEdit() {
  return (
    <Edit mutationMode="pessimistic" error={<EditLoadError />}>
      <ScheduleForm />
    </Edit>
  );
}
