import {
  availability as availabilityOf,
  isTimeInRanges,
  SLOT_MINUTES,
  wallToInstant,
} from '@bestellwerk/common/rules/slots';
import { toWallTime } from '@bestellwerk/common/time';
import { useState } from 'react';
import { DayPicker } from 'react-day-picker';
import { de } from 'react-day-picker/locale';
import 'react-day-picker/style.css';

import buttonStyles from '../../../components/Button.module.css';
import { Dialog } from '../../../components/Dialog';
import { checkoutMessages } from '../messages';
import { orderSummaryMessages } from '../../../lib/orderSummaryMessages';
import styles from './Checkout.module.css';
import type { SlotRequest } from './AppointmentPicker';
import { fieldId } from './Field';
import fieldStyles from '../../../components/Field.module.css';

/*
 * The calendar is its own chunk: react-day-picker and the slot search load only when a customer opens
 * the dialog; the slots are computed once as it opens.
 */

const text = orderSummaryMessages.appointment;
const HOURS = Array.from({ length: 24 }, (_, hour) => String(hour).padStart(2, '0'));
const MINUTES = Array.from({ length: 60 / SLOT_MINUTES }, (_, index) => String(index * SLOT_MINUTES).padStart(2, '0'));

/** "YYYY-MM-DD" of a calendar day of the picker (its local date). */
function dayKey(day: Date): string {
  return `${day.getFullYear()}-${String(day.getMonth() + 1).padStart(2, '0')}-${String(day.getDate()).padStart(2, '0')}`;
}

function calendarDay(key: string): Date {
  const [year, month, day] = key.split('-').map(Number) as [number, number, number];
  return new Date(year, month - 1, day);
}

export interface TimeChoiceProps {
  slots: SlotRequest;
  now: Date;
  initial: string | null;
  onSave: (appointment: string) => void;
  onCancel: () => void;
}

/** Calendar (Monday first, week numbers, only days with slots) and hour/minute choice inside the day's ranges. */
export default function AppointmentDialog({ slots, now, initial, onSave, onCancel }: TimeChoiceProps) {
  const [availability] = useState(() =>
    availabilityOf(slots.branch, now, { products: slots.products, isDelivery: slots.isDelivery }),
  );
  const days = Object.keys(availability);
  const start = initial ? toWallTime(new Date(initial)) : null;
  const [day, setDay] = useState<string | null>(start?.date ?? days[0] ?? null);
  const [time, setTime] = useState(start?.time ?? availability[days[0] ?? '']?.[0]?.[0] ?? '12:00');
  const ranges = day ? availability[day] : undefined;
  const isValid = Boolean(day && isTimeInRanges(ranges, time));
  const [hour, minute] = time.split(':') as [string, string];

  function chooseDay(date: Date | undefined) {
    if (!date) return;
    const key = dayKey(date);
    setDay(key);
    const first = availability[key]?.[0]?.[0];
    if (first && !isTimeInRanges(availability[key], time)) setTime(first);
  }

  function save() {
    const instant = day && isValid ? wallToInstant(day, time) : null;
    if (instant) onSave(instant.toISOString());
  }

  return (
    <Dialog
      title={checkoutMessages.sections.appointment}
      onClose={onCancel}
      footer={
        <>
          <button type="button" className={buttonStyles.button} disabled={!isValid} onClick={save}>
            {text.save}
          </button>
          <button type="button" className={`${buttonStyles.button} ${buttonStyles.secondary}`} onClick={onCancel}>
            {text.cancel}
          </button>
        </>
      }
    >
      <div className={styles.dialogStack}>
        <DayPicker
          mode="single"
          locale={de}
          weekStartsOn={1}
          showWeekNumber
          selected={day ? calendarDay(day) : undefined}
          onSelect={chooseDay}
          defaultMonth={calendarDay(day ?? days[0] ?? dayKey(new Date()))}
          startMonth={days[0] ? calendarDay(days[0]) : undefined}
          endMonth={days.length ? calendarDay(days[days.length - 1] as string) : undefined}
          disabled={(date) => !availability[dayKey(date)]}
        />
        <fieldset className={styles.timeFields}>
          <legend>{text.time}</legend>
          <label htmlFor={fieldId('appointment-hour')}>{text.hours}</label>
          <select
            id={fieldId('appointment-hour')}
            value={hour}
            aria-invalid={isValid ? undefined : true}
            onChange={(event) => setTime(`${event.target.value}:${minute}`)}
          >
            {HOURS.map((value) => (
              <option key={value}>{value}</option>
            ))}
          </select>
          <label htmlFor={fieldId('appointment-minute')}>{text.minutes}</label>
          <select
            id={fieldId('appointment-minute')}
            value={minute}
            aria-invalid={isValid ? undefined : true}
            onChange={(event) => setTime(`${hour}:${event.target.value}`)}
          >
            {MINUTES.map((value) => (
              <option key={value}>{value}</option>
            ))}
          </select>
        </fieldset>
        {ranges && ranges.length > 0 ? (
          <div className={styles.ranges}>
            <p>{text.ranges}</p>
            <ul>
              {ranges.map(([from, to]) => (
                <li key={from}>
                  <button type="button" className={styles.linkButton} onClick={() => setTime(from)}>
                    {text.range(from, to)}
                  </button>
                </li>
              ))}
            </ul>
          </div>
        ) : (
          <p role="status">{day ? text.noSlots : text.chooseDay}</p>
        )}
        {ranges && ranges.length > 0 && !isValid && (
          <p role="status" className={fieldStyles.fieldError}>
            {text.closedAtTime}
          </p>
        )}
      </div>
    </Dialog>
  );
}
