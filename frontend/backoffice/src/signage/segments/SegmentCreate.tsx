import { Create } from 'react-admin';
import { SegmentForm } from './SegmentForm';

export default function SegmentCreate() {
  return (
    <Create redirect="list">
      <SegmentForm />
    </Create>
  );
}
