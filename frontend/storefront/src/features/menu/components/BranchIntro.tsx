import type { Branch } from '@bestellwerk/common/api/types';
import type { ReactNode } from 'react';

import styles from './BranchIntro.module.css';

interface BranchIntroProps {
  branch: Branch;
  notices: string[];
  isOrderingClosed: boolean;
  /** the open state line (composed by the page; absent while closed, when the first notice says it) */
  status?: ReactNode;
}

/** Name, description and the opening / delivery / preorder notices of the branch. */
export function BranchIntro({ branch, notices, isOrderingClosed, status }: BranchIntroProps) {
  return (
    <header className={styles.intro}>
      <h1 id="branch-name" className={styles.name}>
        {branch.name}
      </h1>
      {status}
      {branch.description && <p className={styles.description}>{branch.description}</p>}
      {notices.length > 0 && (
        <div className={styles.notices} role="status" data-closed={isOrderingClosed || undefined}>
          {notices.map((notice) => (
            <p key={notice} className={styles.notice}>
              {notice}
            </p>
          ))}
        </div>
      )}
    </header>
  );
}
