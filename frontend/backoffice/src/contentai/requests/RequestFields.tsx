import { useRecordContext } from 'react-admin';
import type { AiRequest } from '../../api/types';
import { formatDateTime } from '@bestellwerk/common/format';

/** When the request was made, in the business's time (Vienna). */
export function RequestTimeField() {
  const record = useRecordContext<AiRequest>();
  return record?.createdAt ? <span>{formatDateTime(record.createdAt)}</span> : null;
}

/** Tokens asked and answered ('1.234 + 56'). */
export function TokensField() {
  const record = useRecordContext<AiRequest>();
  if (!record) return null;
  const number = new Intl.NumberFormat('de-AT');
  return <span>{`${number.format(record.promptTokens)} + ${number.format(record.completionTokens)}`}</span>;
}

/** A long text as written, its line breaks kept (the prompt, the answer). */
export function LongTextField({ source }: { source: 'prompt' | 'answer' | 'error' }) {
  const record = useRecordContext<AiRequest>();
  const text = record?.[source];
  if (!text) return <span>–</span>;
  return <pre style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word', margin: 0, font: 'inherit' }}>{text}</pre>;
}
