import type { Branch } from '@bestellwerk/common/api/types';

import { telHref } from '../../../lib/tel';
import { websiteHref } from '../../../lib/websiteHref';
import { homePageMessages } from '../messages';
import { BranchAddress } from '../../../components/BranchAddress';
import styles from './HomePage.module.css';

/** Contact block: name, street, zip code and city, phone, e-mail, website. */
export function BranchContact({ branch, headingId }: { branch: Branch; headingId: string }) {
  const website = branch.website ? websiteHref(branch.website) : null;
  return (
    <section aria-labelledby={headingId} className={styles.contact}>
      <h3 id={headingId} className={styles.contactHeading}>
        {homePageMessages.contact}
      </h3>
      <p className={styles.contactName}>{branch.name}</p>
      <BranchAddress branch={branch} className={styles.address} />
      <dl className={styles.contactList}>
        {branch.phone && (
          <>
            <dt>{homePageMessages.phone}</dt>
            <dd>
              <a href={telHref(branch.phone)}>{branch.phone}</a>
            </dd>
          </>
        )}
        {branch.email && (
          <>
            <dt>{homePageMessages.email}</dt>
            <dd>
              <a href={`mailto:${branch.email}`}>{branch.email}</a>
            </dd>
          </>
        )}
        {branch.website && (
          <>
            <dt>{homePageMessages.website}</dt>
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
