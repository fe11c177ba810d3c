import type { Branch, Division } from '@bestellwerk/common/api/types';

export interface BranchGroup {
  /** null: no heading (a single group, or branches without a known division) */
  division: Division | null;
  branches: Branch[];
}

/**
 * Branches grouped by division in the divisions' order; divisions without branches are left out.
 * With fewer than two groups, one group without heading.
 */
export function groupBranches(branches: readonly Branch[], divisions: readonly Division[]): BranchGroup[] {
  const groups = divisions
    .map((division) => ({ division, branches: branches.filter((branch) => branch.division === division.id) }))
    .filter((group) => group.branches.length > 0);
  const known = new Set(divisions.map((division) => division.id));
  const rest = branches.filter((branch) => !known.has(branch.division));

  if (groups.length + (rest.length > 0 ? 1 : 0) < 2)
    return branches.length > 0 ? [{ division: null, branches: [...branches] }] : [];
  return rest.length > 0 ? [...groups, { division: null, branches: rest }] : groups;
}
