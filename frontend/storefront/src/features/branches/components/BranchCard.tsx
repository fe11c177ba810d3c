import type { Branch } from '@bestellwerk/common/api/types';

import { Link } from '../../../lib/router';
import { resizedImageUrl } from '../../../lib/catalogue';
import { branchMessages } from '../../../lib/branchMessages';
import { pickupWindow } from '../pickupWindow';
import { BranchAddress } from '../../../components/BranchAddress';
import styles from './BranchCard.module.css';
import { OpenState } from '../../../components/OpenState';

interface BranchCardProps {
  branch: Branch;
  now: string;
  headingLevel: 2 | 3;
}

/** A branch of the division page: header image, logo, name, address, open state and pickup window. */
export function BranchCard({ branch, now, headingLevel }: BranchCardProps) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const inactive = !branch.isPublic;
  const header = branch.images[0];
  return (
    <article
      className={`${styles.card} ${inactive ? styles.inactive : ''}`}
      aria-labelledby={`branch-${branch.id}`}
      data-testid="branch-card"
    >
      {header && (
        // decorative: the name beside it says which branch this is; width/height reserve the space
        <img
          className={styles.header}
          src={resizedImageUrl(header, 'small')}
          alt=""
          width={640}
          height={360}
          loading="lazy"
        />
      )}
      <div className={styles.body}>
        <div className={styles.title}>
          {branch.logo && (
            <img
              className={styles.logo}
              src={resizedImageUrl(branch.logo, 'thumbnail')}
              alt=""
              width={56}
              height={56}
              loading="lazy"
            />
          )}
          <Heading className={styles.name} id={`branch-${branch.id}`}>
            <Link to={`/store/${encodeURIComponent(branch.identifier)}`} className={styles.link}>
              {branch.name}
            </Link>
          </Heading>
        </div>
        <BranchAddress branch={branch} className={styles.address} />
        {inactive ? (
          <p className={styles.inactiveLabel}>{branchMessages.inactive}</p>
        ) : (
          <>
            <OpenState rules={branch.openingHours} now={now} />
            {branch.isTakeawayEnabled && (
              <p className={styles.pickup}>{pickupWindow(branch.openingHours, now.slice(0, 10))}</p>
            )}
          </>
        )}
      </div>
    </article>
  );
}
