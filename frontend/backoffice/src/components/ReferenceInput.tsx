/**
 * react-admin's <ReferenceInput> with the input it is given (e.g. a <SelectInput>): the same ReferenceInputBase and
 * offline note, but react-admin's own ReferenceInput imports its default input, the AutocompleteInput, and with it
 * MUI's Autocomplete (about 15 KB gzip), even where another input is used.
 */
import { Offline, ReferenceInputBase } from 'react-admin';
import type { ReferenceInputBaseProps } from 'react-admin';

const offline = <Offline variant="inline" />;

export function ReferenceInput(props: ReferenceInputBaseProps) {
  return <ReferenceInputBase offline={offline} {...props} />;
}
