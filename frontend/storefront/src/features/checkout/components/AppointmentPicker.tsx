import { formatDate } from '@bestellwerk/common/format';
import { addDays } from '@bestellwerk/common/rules/openingHours';
import { type Availability, isTimeInRanges, SLOT_MINUTES, wallToInstant } from '@bestellwerk/common/rules/slots';
import { toWallTime } from '@bestellwerk/common/time';
import { useState } from 'react';
import { DayPicker } from 'react-day-picker';
import { de } from 'react-day-picker/locale';
import 'react-day-picker/style.css';

import buttonStyles from '../../../components/Button.module.css';
import { messages } from '../../../messages';
import styles from './Checkout.module.css';
import { fieldId } from './Field';
import { Modal } from './Modal';

const text = messages.checkout.appointment;
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

interface TimeChoiceProps {
  availability: Availability;
  initial: string | null;
  onSave: (appointment: string) => void;
  onCancel: () => void;
}

/** Calendar (Monday first, week numbers, only days with slots) and hour/minute choice inside the day's ranges. */
export function AppointmentDialog({ availability, initial, onSave, onCancel }: TimeChoiceProps) {
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
    <Modal
      title={messages.checkout.sections.appointment}
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
        <p role="status" className={styles.fieldError}>
          {text.closedAtTime}
        </p>
      )}
    </Modal>
  );
}

interface AppointmentPickerProps {
  availability: Availability;
  appointment: string | null;
  isRequired: boolean;
  now: Date;
  errors?: string[];
  onChange: (appointment: string | null) => void;
}

/** 'Gewünschter Termin': the chosen time or 'So schnell wie möglich', with the dialog to choose one. */
export function AppointmentPicker({ availability, appointment, isRequired, now, errors = [], onChange }: AppointmentPickerProps) {
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
        <AppointmentDialog
          availability={availability}
          initial={appointment}
          onCancel={() => setOpen(false)}
          onSave={(value) => {
            onChange(value);
            setOpen(false);
          }}
        />
      )}
    </div>
  );
}
