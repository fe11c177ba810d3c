import type { Branch } from '@bestellwerk/common/api/types';
import { Link } from 'react-router';

import { telHref } from '../../../lib/tel';
import { messages } from '../../../messages';
import { directionsUrl } from '../directionsUrl';
import styles from './HomePage.module.css';

/** The three teasers of a single-branch home page: order online, reserve a table by phone, directions. */
export function Teasers({ branch }: { branch: Branch }) {
  return (
    <nav aria-label={messages.homePage.teasers}>
      <ul className={styles.teasers}>
        <li>
          <Link className={styles.teaser} to={`/store/${encodeURIComponent(branch.identifier)}`}>
            {messages.homePage.orderOnline}
          </Link>
        </li>
        {branch.phone && (
          <li>
            <a className={styles.teaser} href={telHref(branch.phone)}>
              {messages.homePage.tableReservation}
            </a>
          </li>
        )}
        <li>
          <a className={styles.teaser} href={directionsUrl(branch)} target="_blank" rel="noopener noreferrer">
            {messages.homePage.directions}
            <span className="visually-hidden"> {messages.homePage.newTab}</span>
          </a>
        </li>
      </ul>
    </nav>
  );
}
