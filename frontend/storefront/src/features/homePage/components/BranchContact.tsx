import type { Branch } from '@bestellwerk/common/api/types';

import { telHref } from '../../../lib/tel';
import { websiteHref } from '../../../lib/websiteHref';
import { messages } from '../../../messages';
import { BranchAddress } from '../../../components/BranchAddress';
import styles from './HomePage.module.css';

/** Contact block: name, street, zip code and city, phone, e-mail, website. */
export function BranchContact({ branch, headingId }: { branch: Branch; headingId: string }) {
  const website = branch.website ? websiteHref(branch.website) : null;
  return (
    <section aria-labelledby={headingId} className={styles.contact}>
      <h3 id={headingId} className={styles.contactHeading}>
        {messages.branches.contact}
      </h3>
      <p className={styles.contactName}>{branch.name}</p>
      <BranchAddress branch={branch} className={styles.address} />
      <dl className={styles.contactList}>
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
  );
}
