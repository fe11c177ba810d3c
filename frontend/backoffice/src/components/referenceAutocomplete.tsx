/**
 * The real input behind ReferenceAutocompleteInput's stand-in, in a module of its own for its lazy import: our
 * ReferenceInput (react-admin's ReferenceInputBase, which queries the choices) with react-admin's AutocompleteInput,
 * each given its own props as `<ReferenceInput …><AutocompleteInput …/></ReferenceInput>` would be.
 */
import { AutocompleteInput } from 'react-admin';
import type { ReferenceInputBaseProps } from 'react-admin';
import { splitReferenceProps } from './referenceProps';
import type { ReferenceAutocompleteInputProps } from './ReferenceAutocompleteInput';
import { ReferenceInput } from './ReferenceInput';

export default function ReferenceAutocomplete(props: ReferenceAutocompleteInputProps) {
  const { source, reference, given, input } = splitReferenceProps(props);
  return (
    <ReferenceInput source={source} reference={reference} {...(given as Partial<ReferenceInputBaseProps>)}>
      <AutocompleteInput {...input} />
    </ReferenceInput>
  );
}
