import { Create } from 'react-admin';
import { ActivityForm } from './ActivityForm';

export default function ActivityCreate() {
  return (
    <Create redirect="list">
      <ActivityForm isCorrection={false} />
    </Create>
  );
}
