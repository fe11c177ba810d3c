import {
  type OpeningHourRule,
  WEEKDAYS,
  weekdayOf,
  weeklySchedule,
} from '@bestellwerk/common/rules/openingHours';

import { messages } from '../messages';
import styles from './OpeningHoursTable.module.css';

interface OpeningHoursTableProps {
  rules: readonly OpeningHourRule[];
  /** "YYYY-MM-DD" in the business time zone: selects the ISO week shown */
  today: string;
  caption?: string;
}

export function OpeningHoursTable({ rules, today, caption = messages.branches.openingHours }: OpeningHoursTableProps) {
  const schedule = weeklySchedule(rules, today);
  const todayName = weekdayOf(today);
  return (
    <table className={styles.table}>
      <caption className={styles.caption}>{caption}</caption>
      <thead className="visually-hidden">
        <tr>
          <th scope="col">{messages.branches.weekday}</th>
          <th scope="col">{messages.branches.hours}</th>
        </tr>
      </thead>
      <tbody>
        {WEEKDAYS.map((day) => {
          const ranges = schedule[day];
          const isToday = day === todayName;
          return (
            <tr key={day} className={isToday ? styles.today : undefined} aria-current={isToday ? 'date' : undefined}>
              <th scope="row">
                {messages.branches.weekdays[day]}
                {isToday && <span className="visually-hidden"> ({messages.branches.today})</span>}
              </th>
              <td>
                {ranges.length === 0
                  ? messages.branches.closed
                  : ranges.map(([from, to]) => (
                      <span key={`${from}-${to}`} className={styles.range}>
                        {messages.branches.timeRange(from, to)}
                      </span>
                    ))}
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
