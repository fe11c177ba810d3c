import { type OpeningHourRule, WEEKDAYS, weekdayOf, weeklySchedule } from '@bestellwerk/common/rules/openingHours';

import { branchMessages } from '../lib/branchMessages';
import styles from './OpeningHoursTable.module.css';

interface OpeningHoursTableProps {
  rules: readonly OpeningHourRule[];
  /** "YYYY-MM-DD" in the business time zone: selects the ISO week shown */
  today: string;
  caption?: string;
}

export function OpeningHoursTable({ rules, today, caption = branchMessages.openingHours }: OpeningHoursTableProps) {
  const schedule = weeklySchedule(rules, today);
  const todayName = weekdayOf(today);
  return (
    <table className={styles.table}>
      <caption className={styles.caption}>{caption}</caption>
      <thead className="visually-hidden">
        <tr>
          <th scope="col">{branchMessages.weekday}</th>
          <th scope="col">{branchMessages.hours}</th>
        </tr>
      </thead>
      <tbody>
        {WEEKDAYS.map((day) => {
          const ranges = schedule[day];
          const isToday = day === todayName;
          return (
            <tr key={day} className={isToday ? styles.today : undefined} aria-current={isToday ? 'date' : undefined}>
              <th scope="row">
                {branchMessages.weekdays[day]}
                {isToday && <span className="visually-hidden"> ({branchMessages.today})</span>}
              </th>
              <td>
                {ranges.length === 0
                  ? branchMessages.closed
                  : ranges.map(([from, to]) => (
                      <span key={`${from}-${to}`} className={styles.range}>
                        {branchMessages.timeRange(from, to)}
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
