import type { Branch } from '@bestellwerk/common/api/types';
import { useState } from 'react';

import { OpeningHoursTable } from '../../../components/OpeningHoursTable';
import { homePageMessages } from '../messages';
import { branchMessages } from '../../../lib/branchMessages';
import styles from './HomePage.module.css';

type Kind = 'opening' | 'delivery';

/** Opening hours, or delivery hours: the toggle exists only when the branch has its own delivery hours. */
export function BranchHours({ branch, today }: { branch: Branch; today: string }) {
  const [kind, setKind] = useState<Kind>('opening');
  const showsDelivery = branch.isDeliveryHoursEnabled && kind === 'delivery';
  const labels: Record<Kind, string> = {
    opening: branchMessages.openingHours,
    delivery: homePageMessages.deliveryHours,
  };
  return (
    <div className={styles.hours}>
      {branch.isDeliveryHoursEnabled && (
        <div role="group" aria-label={homePageMessages.hoursChoice} className={styles.toggle}>
          {(['opening', 'delivery'] as const).map((option) => (
            <button key={option} type="button" aria-pressed={kind === option} onClick={() => setKind(option)}>
              {labels[option]}
            </button>
          ))}
        </div>
      )}
      <OpeningHoursTable
        rules={showsDelivery ? branch.deliveryHours : branch.openingHours}
        today={today}
        caption={showsDelivery ? labels.delivery : labels.opening}
      />
    </div>
  );
}
