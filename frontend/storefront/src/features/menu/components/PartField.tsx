import { formatCurrency } from '@bestellwerk/common/format';
import { toDecimal } from '@bestellwerk/common/rules/decimals';
import { type PartRule, textLength } from '@bestellwerk/common/rules/quantity';
import { useId } from 'react';

import type { CartPartChoice } from '../../../lib/cartItem';
import { itemMessages, itemNotesMessages } from '../messages';
import notes from './ItemNotes.module.css';
import styles from './ItemOverlay.module.css';
import { UploadField } from './UploadField';
import fieldStyles from '../../../components/Field.module.css';

interface PartFieldProps {
  part: PartRule;
  choice: CartPartChoice;
  currency: string;
  problem: string | null;
  onChange: (choice: CartPartChoice) => void;
}

function optionLabel(option: NonNullable<PartRule['options']>[number], currency: string): string {
  // no amount to show: a hidden price's option (value null) or a free one
  if (option.value === null) return option.name;
  const isFree = option.modifier !== 'overwrite' && !toDecimal(option.value)?.gt(0);
  if (isFree) return option.name;
  return `${option.name} (${itemMessages.modifier[option.modifier](formatCurrency(option.value, currency))})`;
}

/** One configurable part: single choice (tap again to clear when optional), multiple choice, text or uploads. */
export function PartField({ part, choice, currency, problem, onChange }: PartFieldProps) {
  const id = useId();
  const legend = (
    <>
      {part.name}{' '}
      {part.optional ? (
        <span className={styles.optional}>{itemMessages.optional}</span>
      ) : (
        <span className={notes.required}>{itemNotesMessages.required}</span>
      )}
    </>
  );
  const description = part.description ? <p className={styles.partDescription}>{part.description}</p> : null;
  const error = problem ? (
    <p id={`${id}-problem`} className={styles.problem}>
      {problem}
    </p>
  ) : null;
  const describedBy = problem ? `${id}-problem` : undefined;

  if ((part.type === 'select' || part.type === 'multiselect') && 'options' in choice) {
    const chosen = new Set(choice.options);
    const toggle = (index: number) => {
      if (part.type === 'multiselect') {
        const next = chosen.has(index)
          ? choice.options.filter((i) => i !== index)
          : [...choice.options, index].sort((a, b) => a - b);
        onChange({ options: next });
      } else if (chosen.has(index)) {
        if (part.optional) onChange({ options: [] });
      } else {
        onChange({ options: [index] });
      }
    };
    return (
      <fieldset className={styles.part} aria-describedby={describedBy}>
        <legend className={styles.legend}>{legend}</legend>
        {description}
        <div className={styles.options}>
          {(part.options ?? []).map((option, index) =>
            part.type === 'multiselect' ? (
              <label key={index} className={styles.option}>
                <input type="checkbox" checked={chosen.has(index)} onChange={() => toggle(index)} />
                {optionLabel(option, currency)}
              </label>
            ) : (
              <button
                key={index}
                type="button"
                className={styles.option}
                aria-pressed={chosen.has(index)}
                onClick={() => toggle(index)}
              >
                {optionLabel(option, currency)}
              </button>
            ),
          )}
        </div>
        {error}
      </fieldset>
    );
  }

  if ((part.type === 'text' || part.type === 'textarea') && 'text' in choice) {
    const Field = part.type === 'textarea' ? 'textarea' : 'input';
    const max = part.maxLength ?? null;
    const count = textLength(choice.text);
    // the input takes no more than the maximum; at the maximum the rule's message says why
    const isAtLimit = max !== null && count >= max && !problem;
    const counter =
      max !== null ? (
        <p id={`${id}-count`} className={isAtLimit ? styles.problem : styles.partDescription} aria-live="polite">
          {isAtLimit ? itemMessages.textLimit(part.name, max) : itemMessages.textCount(count, max)}
        </p>
      ) : null;
    return (
      <div className={styles.part}>
        <label htmlFor={id} className={styles.legend}>
          {legend}
        </label>
        {description}
        <Field
          id={id}
          className={`${fieldStyles.control} ${styles.input}`}
          value={choice.text}
          maxLength={max ?? undefined}
          rows={part.type === 'textarea' ? 3 : undefined}
          aria-describedby={
            [describedBy, max !== null ? `${id}-count` : undefined].filter(Boolean).join(' ') || undefined
          }
          aria-invalid={problem ? true : undefined}
          onChange={(event: React.ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) =>
            onChange({ text: event.target.value })
          }
        />
        {counter}
        {error}
      </div>
    );
  }

  if ('uploads' in choice) {
    return (
      <fieldset className={styles.part} aria-describedby={describedBy}>
        <legend className={styles.legend}>{legend}</legend>
        {description}
        <UploadField type={part.type} choice={choice} onChange={onChange} />
        {error}
      </fieldset>
    );
  }
  return null;
}
