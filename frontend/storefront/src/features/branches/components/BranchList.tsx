import type { Branch, Division } from '@bestellwerk/common/api/types';

import { branchesMessages } from '../messages';
import { groupBranches } from '../groupBranches';
import { BranchCard } from './BranchCard';
import styles from './BranchList.module.css';

interface BranchListProps {
  branches: readonly Branch[];
  divisions: readonly Division[];
  now: string;
}

export function BranchList({ branches, divisions, now }: BranchListProps) {
  const groups = groupBranches(branches, divisions);
  if (groups.length === 0) return <p className={styles.empty}>{branchesMessages.empty}</p>;

  if (groups.length === 1) {
    return (
      <section aria-label={branchesMessages.listHeading}>
        <ul className={styles.grid}>
          {groups[0]?.branches.map((branch) => (
            <li key={branch.id}>
              <BranchCard branch={branch} now={now} headingLevel={2} />
            </li>
          ))}
        </ul>
      </section>
    );
  }

  return (
    <>
      {groups.map((group) => {
        const headingId = `division-${group.division?.id ?? 'other'}`;
        return (
          <section key={headingId} className={styles.group} aria-labelledby={headingId}>
            <h2 id={headingId} className={styles.groupHeading}>
              {group.division?.name ?? branchesMessages.listHeading}
            </h2>
            <ul className={styles.grid}>
              {group.branches.map((branch) => (
                <li key={branch.id}>
                  <BranchCard branch={branch} now={now} headingLevel={3} />
                </li>
              ))}
            </ul>
          </section>
        );
      })}
    </>
  );
}
