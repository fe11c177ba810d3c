import { Create } from 'react-admin';
import { TvForm } from './TvForm';

export default function TvCreate() {
  return (
    <Create redirect="edit">
      <TvForm />
    </Create>
  );
}
