import type { QuestionnaireRequest } from '@bestellwerk/common/api/types';
import { type FormEvent, useState } from 'react';

import buttonStyles from '../../../components/Button.module.css';
import { statusMessages } from '../messages';
import { useSendQuestionnaire } from '../api/publicOrder';
import styles from './OrderStatus.module.css';

type RatingField = 'rating' | 'foodRating' | 'serviceRating' | 'processRating';

const RATING_FIELDS: readonly RatingField[] = ['rating', 'foodRating', 'serviceRating', 'processRating'];
const SCALE = [1, 2, 3, 4, 5] as const;
/** the legend of the scale ('1 = schlecht, 5 = sehr gut'), describing each rating group */
const SCALE_ID = 'questionnaire-scale';

interface QuestionnaireProps {
  uid: string;
  hash: string;
  onDismiss: () => void;
  onSent: () => void;
}

/** Four ratings from 1 (schlecht) to 5 (sehr gut), with the scale's legend; the comment field appears once all four are set, then it can be sent. */
export function Questionnaire({ uid, hash, onDismiss, onSent }: QuestionnaireProps) {
  const text = statusMessages.questionnaire;
  const [ratings, setRatings] = useState<Partial<Record<RatingField, number>>>({});
  const [comment, setComment] = useState('');
  const send = useSendQuestionnaire(uid, hash);
  const complete = RATING_FIELDS.every((field) => ratings[field] !== undefined);

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!complete) return;
    send.mutate({ ...(ratings as Record<RatingField, number>), comment } satisfies QuestionnaireRequest, {
      onSuccess: onSent,
    });
  }

  return (
    <section aria-labelledby="questionnaire" className={`${styles.section} ${styles.notice}`}>
      <h2 id="questionnaire" className={styles.heading}>
        {text.heading}
      </h2>
      <form onSubmit={submit} className={styles.questionnaire}>
        <p id={SCALE_ID} className={styles.scale}>
          {text.scale}
        </p>
        {RATING_FIELDS.map((field) => (
          <fieldset key={field} className={styles.rating} aria-describedby={SCALE_ID}>
            <legend>{text[field]}</legend>
            <span className={styles.scaleEnd} aria-hidden="true">
              {text.worst}
            </span>
            {SCALE.map((value) => (
              <label key={value} className={styles.star}>
                <input
                  type="radio"
                  name={field}
                  value={value}
                  checked={ratings[field] === value}
                  onChange={() => setRatings((current) => ({ ...current, [field]: value }))}
                  aria-label={text.stars(value)}
                />
                <span aria-hidden="true">{value}</span>
              </label>
            ))}
            <span className={styles.scaleEnd} aria-hidden="true">
              {text.best}
            </span>
          </fieldset>
        ))}
        {complete && (
          <label className={styles.field}>
            {text.comment}
            <textarea rows={3} maxLength={2000} value={comment} onChange={(event) => setComment(event.target.value)} />
          </label>
        )}
        {send.isError && (
          <p role="alert" className={styles.error}>
            {text.failed}
          </p>
        )}
        <div className={styles.actions}>
          <button type="submit" className={buttonStyles.button} disabled={!complete || send.isPending}>
            {send.isPending ? text.sending : text.send}
          </button>
          <button type="button" className={`${buttonStyles.button} ${buttonStyles.secondary}`} onClick={onDismiss}>
            {text.dismiss}
          </button>
        </div>
      </form>
    </section>
  );
}
