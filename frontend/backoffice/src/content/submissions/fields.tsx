import { useRecordContext, useTranslate } from 'react-admin';
import { formatDateTime } from '@bestellwerk/common/format';
import type { FormSubmission } from '../../api/types';

const T = 'resources.form-submissions';

type Value = FormSubmission['values'][number]['value'];

/** A checkbox as Ja/Nein, everything else as entered. */
export function useValueText() {
  const translate = useTranslate();
  return (value: Value) =>
    typeof value === 'boolean' ? translate(value ? `${T}.yes` : `${T}.no`) : String(value ?? '');
}

/** The moment it came in, e.g. '25.11.2026, 12:15'. */
export function ReceivedField() {
  const record = useRecordContext<FormSubmission>();
  return <span>{record ? formatDateTime(record.createdAt) : ''}</span>;
}

/** The first entered texts in one short line for the list. */
export function SummaryField() {
  const record = useRecordContext<FormSubmission>();
  const text = useValueText();
  if (!record) return null;
  const line = record.values
    .filter((item) => typeof item.value === 'string' && item.value)
    .map((item) => text(item.value))
    .join(' · ');
  return <span>{line.length > 90 ? `${line.slice(0, 89)}…` : line}</span>;
}

/** Each action with its state, e.g. 'E-Mail: Erledigt'. */
export function ActionsField() {
  const record = useRecordContext<FormSubmission>();
  const translate = useTranslate();
  if (!record) return null;
  return (
    <span>
      {record.actions
        .map(
          (action) =>
            `${translate(`${T}.actionTypes.${action.type}`, { _: action.type })}: ${translate(`${T}.states.${action.state}`, { _: action.state })}`,
        )
        .join(', ')}
    </span>
  );
}
