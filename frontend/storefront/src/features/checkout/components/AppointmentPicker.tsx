import { formatDate } from '@bestellwerk/common/format';
import { addDays } from '@bestellwerk/common/rules/openingHours';
import type { LeadTimeProduct } from '@bestellwerk/common/rules/leadTime';
import type { SlotBranch } from '@bestellwerk/common/rules/slots';
import { toWallTime } from '@bestellwerk/common/time';
import { lazy, Suspense, useState } from 'react';

import buttonStyles from '../../../components/Button.module.css';
import { messages } from '../../../messages';
import styles from './Checkout.module.css';
import { fieldId } from './Field';

const AppointmentDialog = lazy(() => import('./AppointmentDialog'));

const text = messages.checkout.appointment;

/** 'Heute, 04.03.2026' / 'Morgen, 05.03.2026' / '06.03.2026' */
export function dayLabel(date: string, today: string): string {
  if (date === today) return text.today(formatDate(date));
  if (date === addDays(today, 1)) return text.tomorrow(formatDate(date));
  return formatDate(date);
}

/** The chosen appointment as the checkout shows it; 'So schnell wie möglich' / 'Keine Angabe' without one. */
export function appointmentLabel(appointment: string | null, now: Date, isRequired: boolean): string {
  if (!appointment) return isRequired ? text.noChoice : text.asap;
  const wall = toWallTime(new Date(appointment));
  return text.at(dayLabel(wall.date, toWallTime(now).date), wall.time);
}

/** What the slot search needs (spec §5 Dates and times): the branch's hours, the cart's lead times, the type. */
export interface SlotRequest {
  branch: SlotBranch;
  products: readonly LeadTimeProduct[];
  isDelivery: boolean;
}

interface AppointmentPickerProps {
  slots: SlotRequest;
  appointment: string | null;
  isRequired: boolean;
  now: Date;
  errors?: string[];
  onChange: (appointment: string | null) => void;
}

/** 'Gewünschter Termin': the chosen time or 'So schnell wie möglich', with the dialog to choose one. */
export function AppointmentPicker({ slots, appointment, isRequired, now, errors = [], onChange }: AppointmentPickerProps) {
  const [isOpen, setOpen] = useState(false);
  const id = fieldId('appointmentDate');
  return (
    <div className={styles.field}>
      <p id={id} className={styles.appointment} aria-invalid={errors.length ? true : undefined} aria-describedby={errors.length ? `${id}-error` : undefined} tabIndex={-1}>
        {appointmentLabel(appointment, now, isRequired)}
      </p>
      <div className={styles.actions}>
        <button type="button" className={`${buttonStyles.button} ${buttonStyles.secondary}`} onClick={() => setOpen(true)}>
          {appointment ? text.change : text.choose}
        </button>
        {appointment && !isRequired && (
          <button type="button" className={`${buttonStyles.button} ${buttonStyles.secondary}`} onClick={() => onChange(null)}>
            {text.clear}
          </button>
        )}
      </div>
      {errors.length > 0 && (
        <p id={`${id}-error`} className={styles.fieldError}>
          {errors.join(' ')}
        </p>
      )}
      {isOpen && (
        <Suspense fallback={null}>
          <AppointmentDialog
            slots={slots}
            now={now}
            initial={appointment}
            onCancel={() => setOpen(false)}
            onSave={(value) => {
              onChange(value);
              setOpen(false);
            }}
          />
        </Suspense>
      )}
    </div>
  );
}
