import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import TextField from '@mui/material/TextField';
import type { components } from '@bestellwerk/common/api/schema.gen';
import type { PartChoice } from './itemChoices';
import { toggleOption } from './itemChoices';

/** Staff products carry option surcharges; the public menu's (phone orders) hide them for a hidden price. */
type Part = components['schemas']['Part'] | components['schemas']['PublicPart'];

interface PartChoicesProps {
  /** Unique on the page: several items may show their parts at once. */
  idPrefix: string;
  parts: readonly Part[];
  choices: readonly PartChoice[];
  onChange: (index: number, choice: PartChoice) => void;
  /** The server's message for a part, if any. */
  errorOf: (index: number) => string | undefined;
}

/** The configurable parts of a product: options as radio buttons or checkboxes, texts as fields; uploads are left out. */
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
              <FormLabel id={labelId} error={Boolean(error)}>
                {part.name}
              </FormLabel>
              {(part.options ?? []).map((option, optionIndex) => (
                <FormControlLabel
                  key={optionIndex}
                  label={option.name}
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
