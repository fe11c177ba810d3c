import { Create } from 'react-admin';
import { BranchForm } from './BranchForm';
import { normalizeBranch } from './normalizeBranch';

export default function BranchCreate() {
  return (
    <Create redirect="edit" transform={normalizeBranch}>
      <BranchForm isCreate />
    </Create>
  );
}
