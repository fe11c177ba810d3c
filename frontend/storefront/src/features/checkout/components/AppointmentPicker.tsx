import type { SlotBranch, SlotProduct } from '@bestellwerk/common/rules/slots';
import { lazy, Suspense, useState } from 'react';

import buttonStyles from '../../../components/Button.module.css';
import { appointmentLabel } from '../../../lib/appointmentLabel';
import { orderSummaryMessages } from '../../../lib/orderSummaryMessages';
import styles from './Checkout.module.css';
import { fieldId } from './Field';
import fieldStyles from '../../../components/Field.module.css';

const AppointmentDialog = lazy(() => import('./AppointmentDialog'));

const text = orderSummaryMessages.appointment;

/** What the slot search needs (spec §5 Dates and times): the branch's hours, the cart's lead times and windows, the type. */
export interface SlotRequest {
  branch: SlotBranch;
  products: readonly SlotProduct[];
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
export function AppointmentPicker({
  slots,
  appointment,
  isRequired,
  now,
  errors = [],
  onChange,
}: AppointmentPickerProps) {
  const [isOpen, setOpen] = useState(false);
  const id = fieldId('appointmentDate');
  return (
    <div className={fieldStyles.field}>
      <p
        id={id}
        className={styles.appointment}
        aria-invalid={errors.length ? true : undefined}
        aria-describedby={errors.length ? `${id}-error` : undefined}
        tabIndex={-1}
      >
        {appointmentLabel(appointment, now, isRequired)}
      </p>
      <div className={styles.actions}>
        <button
          type="button"
          className={`${buttonStyles.button} ${buttonStyles.secondary}`}
          onClick={() => setOpen(true)}
        >
          {appointment ? text.change : text.choose}
        </button>
        {appointment && !isRequired && (
          <button
            type="button"
            className={`${buttonStyles.button} ${buttonStyles.secondary}`}
            onClick={() => onChange(null)}
          >
            {text.clear}
          </button>
        )}
      </div>
      {errors.length > 0 && (
        <p id={`${id}-error`} className={fieldStyles.fieldError}>
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
