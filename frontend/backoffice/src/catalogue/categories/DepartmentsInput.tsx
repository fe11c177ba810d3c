import { useGetList, useTranslate } from 'react-admin';
import { ReferenceAutocompleteArrayInput } from '../../components/ReferenceAutocompleteArrayInput';
import type { Branch, Department } from '../../api/types';

const T = 'resources.categories';

/**
 * The departments that prepare the category, at most one per branch (the server says so at the field): each named
 * with its branch, 'Küche (Mariahilf)', as every branch has its own 'Küche'.
 */
export function DepartmentsInput() {
  const translate = useTranslate();
  const { data: branches = [] } = useGetList<Branch>('branches', {
    pagination: { page: 1, perPage: 1000 },
    sort: { field: 'name', order: 'ASC' },
  });
  const branchName = new Map(branches.map((branch) => [branch.id, branch.name]));
  const optionText = (department: Department) =>
    translate(`${T}.departmentOf`, {
      department: department.name,
      branch: branchName.get(department.branch) ?? department.branch,
    });
  return (
    <ReferenceAutocompleteArrayInput
      source="departments"
      reference="departments"
      perPage={1000}
      optionText={optionText}
      helperText={`${T}.helpers.departments`}
    />
  );
}
