import type { Branch } from '@bestellwerk/common/api/types';

import { Link } from '../../../lib/router';
import { telHref } from '../../../lib/tel';
import { homePageMessages } from '../messages';
import { directionsUrl } from '../directionsUrl';
import styles from './HomePage.module.css';

/** The three teasers of a single-branch home page: order online, reserve a table by phone, directions. */
export function Teasers({ branch }: { branch: Branch }) {
  return (
    <nav aria-label={homePageMessages.teasers}>
      <ul className={styles.teasers}>
        <li>
          <Link className={styles.teaser} to={`/store/${encodeURIComponent(branch.identifier)}`}>
            {homePageMessages.orderOnline}
          </Link>
        </li>
        {branch.phone && (
          <li>
            <a className={styles.teaser} href={telHref(branch.phone)}>
              {homePageMessages.tableReservation}
            </a>
          </li>
        )}
        <li>
          <a className={styles.teaser} href={directionsUrl(branch)} target="_blank" rel="noopener noreferrer">
            {homePageMessages.directions}
            <span className="visually-hidden"> {homePageMessages.newTab}</span>
          </a>
        </li>
      </ul>
    </nav>
  );
}
