import { Create } from 'react-admin';
import { ScheduleForm } from './ScheduleForm';

export default function ScheduleCreate() {
  return (
    <Create redirect="list">
      <ScheduleForm />
    </Create>
  );
}
