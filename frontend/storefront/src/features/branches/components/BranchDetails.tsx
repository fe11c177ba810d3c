import type { Branch } from '@bestellwerk/common/api/types';

import { telHref } from '../../../lib/tel';
import { websiteHref } from '../../../lib/websiteHref';
import { messages } from '../../../messages';
import { BranchAddress } from './BranchAddress';
import styles from './BranchDetails.module.css';
import { OpeningHoursTable } from './OpeningHoursTable';
import { OpenState } from './OpenState';

interface BranchDetailsProps {
  branch: Branch;
  now: string;
}

/** The branch intro: name, open state, address, contact and opening hours. */
export function BranchDetails({ branch, now }: BranchDetailsProps) {
  const website = branch.website ? websiteHref(branch.website) : null;
  return (
    <article className={styles.details} aria-labelledby="branch-name">
      <header className={styles.head}>
        <h1 id="branch-name" className={styles.name}>
          {branch.name}
        </h1>
        {branch.isPublic ? (
          <OpenState rules={branch.openingHours} now={now} />
        ) : (
          <p className={styles.inactiveLabel}>{messages.branches.inactive}</p>
        )}
      </header>
      {branch.description && <p className={styles.description}>{branch.description}</p>}
      <div className={styles.columns}>
        <section aria-labelledby="branch-contact">
          <h2 id="branch-contact" className={styles.sectionHeading}>
            {messages.branches.contact}
          </h2>
          <BranchAddress branch={branch} className={styles.address} />
          <dl className={styles.contact}>
            {branch.phone && (
              <>
                <dt>{messages.branches.phone}</dt>
                <dd>
                  <a href={telHref(branch.phone)}>{branch.phone}</a>
                </dd>
              </>
            )}
            {branch.email && (
              <>
                <dt>{messages.branches.email}</dt>
                <dd>
                  <a href={`mailto:${branch.email}`}>{branch.email}</a>
                </dd>
              </>
            )}
            {branch.website && (
              <>
                <dt>{messages.branches.website}</dt>
                <dd>
                  {website ? (
                    <a href={website} target="_blank" rel="noopener noreferrer">
                      {branch.website}
                    </a>
                  ) : (
                    branch.website
                  )}
                </dd>
              </>
            )}
          </dl>
        </section>
        <section aria-label={messages.branches.openingHours}>
          <OpeningHoursTable rules={branch.openingHours} today={now.slice(0, 10)} />
        </section>
      </div>
    </article>
  );
}
