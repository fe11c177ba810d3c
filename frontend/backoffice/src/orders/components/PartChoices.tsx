import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import TextField from '@mui/material/TextField';
import type { components } from '@bestellwerk/common/api/schema.gen';
import { formatCurrency } from '@bestellwerk/common/format';
import { toDecimal } from '@bestellwerk/common/rules/decimals';
import type { PartChoice } from './itemChoices';
import { toggleOption } from './itemChoices';

/** Staff products carry option surcharges; the public menu's (phone orders) hide them for a hidden price. */
type Part = components['schemas']['Part'] | components['schemas']['PublicPart'];
type Option = NonNullable<Part['options']>[number];

const MODIFIER: Record<string, (amount: string) => string> = {
  add: (amount) => `+ ${amount}`,
  subtract: (amount) => `− ${amount}`,
  overwrite: (amount) => amount,
};

/** 'Pommes (+ 1,50 EUR)', 'Groß (45,00 EUR)' as the shop labels options; a free option or a hidden price (value null) by its name. */
export function optionLabel(option: Option): string {
  const value = option.value ?? null;
  if (value === null) return option.name;
  const isFree = option.modifier !== 'overwrite' && !toDecimal(value)?.gt(0);
  if (isFree) return option.name;
  return `${option.name} (${(MODIFIER[option.modifier ?? 'add'] ?? MODIFIER.add!)(formatCurrency(value))})`;
}

interface PartChoicesProps {
  /** Unique on the page: several items may show their parts at once. */
  idPrefix: string;
  parts: readonly Part[];
  choices: readonly PartChoice[];
  onChange: (index: number, choice: PartChoice) => void;
  /** The server's message for a part, if any. */
  errorOf: (index: number) => string | undefined;
}

/**
 * The configurable parts of a product: options as radio buttons or checkboxes with their surcharges,
 * texts as fields; a required part is marked (' *'). Uploads are left out.
 */
export function PartChoices({ idPrefix, parts, choices, onChange, errorOf }: PartChoicesProps) {
  return (
    <>
      {parts.map((part, index) => {
        const choice = choices[index] ?? {};
        const error = errorOf(index);
        const labelId = `${idPrefix}-part-${index}`;
        if (part.type === 'select' || part.type === 'multiselect') {
          const multiple = part.type === 'multiselect';
          const Control = multiple ? Checkbox : Radio;
          return (
            <FormGroup key={index} role="group" aria-labelledby={labelId}>
              <FormLabel id={labelId} error={Boolean(error)} required={!part.optional}>
                {part.name}
              </FormLabel>
              {(part.options ?? []).map((option, optionIndex) => (
                <FormControlLabel
                  key={optionIndex}
                  label={optionLabel(option)}
                  control={
                    <Control
                      checked={(choice.options ?? []).includes(optionIndex)}
                      onChange={() => onChange(index, toggleOption(choice, optionIndex, multiple))}
                    />
                  }
                />
              ))}
              {error ? <FormLabel error>{error}</FormLabel> : null}
            </FormGroup>
          );
        }
        if (part.type === 'text' || part.type === 'textarea') {
          return (
            <TextField
              key={index}
              label={part.name}
              required={!part.optional}
              multiline={part.type === 'textarea'}
              value={choice.text ?? ''}
              onChange={(event) => onChange(index, { text: event.target.value })}
              error={Boolean(error)}
              helperText={error}
            />
          );
        }
        return null; // uploads: only the customer's own device can send files
      })}
    </>
  );
}
