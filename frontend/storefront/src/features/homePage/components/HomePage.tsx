import type { Branch } from '@bestellwerk/common/api/types';

import { branchMessages } from '../../../lib/branchMessages';
import { OpenState } from '../../../components/OpenState';
import { BranchContact } from './BranchContact';
import { BranchHours } from './BranchHours';
import styles from './HomePage.module.css';
import { Teasers } from './Teasers';

interface HomePageProps {
  branches: readonly Branch[];
  now: string;
}

/** The home-page variant of "/" (enablePluginHomePage): teasers for a single branch, hours and contact per branch. */
export function HomePage({ branches, now }: HomePageProps) {
  const [only] = branches;
  return (
    <>
      {branches.length === 1 && only && <Teasers branch={only} />}
      <div className={styles.branches}>
        {branches.map((branch) => (
          <section key={branch.id} className={styles.branch} aria-labelledby={`home-branch-${branch.id}`}>
            <h2 id={`home-branch-${branch.id}`} className={styles.branchName}>
              {branch.name}
            </h2>
            {branch.isPublic ? (
              <OpenState rules={branch.openingHours} now={now} />
            ) : (
              <p className={styles.inactiveLabel}>{branchMessages.inactive}</p>
            )}
            <div className={styles.columns}>
              <BranchHours branch={branch} today={now.slice(0, 10)} />
              <BranchContact branch={branch} headingId={`home-contact-${branch.id}`} />
            </div>
          </section>
        ))}
      </div>
    </>
  );
}
