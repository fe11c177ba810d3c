import type { Branch } from '@bestellwerk/common/api/types';
import { Link } from 'react-router';

import { messages } from '../../../messages';
import { telHref } from '../../../lib/tel';
import { BranchAddress } from './BranchAddress';
import styles from './BranchCard.module.css';
import { OpeningHoursTable } from './OpeningHoursTable';
import { OpenState } from './OpenState';

interface BranchCardProps {
  branch: Branch;
  now: string;
  headingLevel: 2 | 3;
}

export function BranchCard({ branch, now, headingLevel }: BranchCardProps) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const inactive = !branch.isPublic;
  return (
    <article className={`${styles.card} ${inactive ? styles.inactive : ''}`} aria-labelledby={`branch-${branch.id}`}>
      <div className={styles.head}>
        <Heading className={styles.name} id={`branch-${branch.id}`}>
          <Link to={`/store/${encodeURIComponent(branch.identifier)}`}>{branch.name}</Link>
        </Heading>
        {inactive ? <p className={styles.inactiveLabel}>{messages.branches.inactive}</p> : <OpenState rules={branch.openingHours} now={now} />}
      </div>
      <BranchAddress branch={branch} className={styles.address} />
      {branch.phone && (
        <p className={styles.phone}>
          {messages.branches.phone}: <a href={telHref(branch.phone)}>{branch.phone}</a>
        </p>
      )}
      <OpeningHoursTable rules={branch.openingHours} today={now.slice(0, 10)} />
    </article>
  );
}
