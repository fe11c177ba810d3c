import { Edit } from 'react-admin';
import { EditLoadError } from '../../components/LoadError';
import { SegmentForm } from './SegmentForm';

export default function SegmentEdit() {
  return (
    <Edit mutationMode="pessimistic" error={<EditLoadError />}>
      <SegmentForm />
    </Edit>
  );
}
