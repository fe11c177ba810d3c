import { Edit } from 'react-admin';
import { EditLoadError } from '../../components/LoadError';
import { BranchForm } from './BranchForm';
import { normalizeBranch } from './normalizeBranch';

export default function BranchEdit() {
  return (
    <Edit mutationMode="pessimistic" error={<EditLoadError />} transform={normalizeBranch}>
      <BranchForm />
    </Edit>
  );
}
