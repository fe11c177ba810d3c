import { formatCurrency } from '@bestellwerk/common/format';
import { useState } from 'react';

import buttonStyles from '../../../components/Button.module.css';
import { Dialog } from '../../../components/Dialog';
import { checkoutMessages } from '../messages';
import type { Donatee } from '../api/checkoutData';
import styles from './Checkout.module.css';
import fieldStyles from '../../../components/Field.module.css';

const text = checkoutMessages.donatee;
/** The amount the operator donates per order (spec §9). */
export const DONATION_AMOUNT = '0.07';

/** Donatees whose name or description contains the term, case-insensitively. */
export function filterDonatees(donatees: readonly Donatee[], term: string): Donatee[] {
  const needle = term.trim().toLocaleLowerCase('de');
  if (!needle) return [...donatees];
  return donatees.filter((donatee) =>
    `${donatee.name}\n${donatee.description ?? ''}`.toLocaleLowerCase('de').includes(needle),
  );
}

interface DonateeSectionProps {
  donatees: readonly Donatee[];
  value: number | null;
  currency: string;
  onChange: (donatee: number | null) => void;
}

export function DonateeSection({ donatees, value, currency, onChange }: DonateeSectionProps) {
  const [isOpen, setOpen] = useState(false);
  const [term, setTerm] = useState('');
  const chosen = donatees.find((donatee) => donatee.id === value) ?? null;
  const shown = filterDonatees(donatees, term);

  function choose(id: number | null) {
    onChange(id);
    setOpen(false);
  }

  return (
    <div className={fieldStyles.field}>
      <p>{text.amount(formatCurrency(DONATION_AMOUNT, currency))}</p>
      <p className={styles.appointment}>{chosen ? chosen.name : text.none}</p>
      <div className={styles.actions}>
        <button
          type="button"
          className={`${buttonStyles.button} ${buttonStyles.secondary}`}
          onClick={() => setOpen(true)}
        >
          {chosen ? text.change : text.choose}
        </button>
      </div>
      {isOpen && (
        <Dialog title={checkoutMessages.sections.donatee} onClose={() => setOpen(false)}>
          <div className={styles.dialogStack}>
            <label className={fieldStyles.field}>
              {text.search}
              <input type="search" value={term} onChange={(event) => setTerm(event.target.value)} />
            </label>
            <ul className={styles.choiceList}>
              <li>
                <button type="button" aria-pressed={value === null} onClick={() => choose(null)}>
                  {text.none}
                </button>
              </li>
              {shown.map((donatee) => (
                <li key={donatee.id}>
                  <button type="button" aria-pressed={value === donatee.id} onClick={() => choose(donatee.id)}>
                    <strong>{donatee.name}</strong>
                    {donatee.description && <span>{donatee.description}</span>}
                  </button>
                </li>
              ))}
            </ul>
            {shown.length === 0 && <p role="status">{text.noneFound}</p>}
          </div>
        </Dialog>
      )}
    </div>
  );
}
