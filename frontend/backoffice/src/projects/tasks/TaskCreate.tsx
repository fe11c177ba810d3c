import { Create } from 'react-admin';
import { TaskForm } from './TaskForm';

export default function TaskCreate() {
  return (
    <Create redirect="list">
      <TaskForm />
    </Create>
  );
}
