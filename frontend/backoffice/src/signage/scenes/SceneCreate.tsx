import { Create } from 'react-admin';
import { SceneForm } from './SceneForm';

export default function SceneCreate() {
  return (
    <Create redirect="list">
      <SceneForm />
    </Create>
  );
}
