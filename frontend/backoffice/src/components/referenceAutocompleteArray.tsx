/**
 * The real input behind ReferenceAutocompleteArrayInput's stand-in, in a module of its own for its lazy import:
 * react-admin's ReferenceArrayInput (which queries the choices) with its AutocompleteArrayInput, each given its own
 * props as `<ReferenceArrayInput …><AutocompleteArrayInput …/></ReferenceArrayInput>` would be.
 */
import { AutocompleteArrayInput, ReferenceArrayInput } from 'react-admin';
import type { ReferenceArrayInputProps } from 'react-admin';
import { splitReferenceProps } from './referenceProps';
import type { ReferenceAutocompleteInputProps } from './ReferenceAutocompleteInput';

export default function ReferenceAutocompleteArray(props: ReferenceAutocompleteInputProps) {
  const { source, reference, given, input } = splitReferenceProps(props);
  return (
    <ReferenceArrayInput source={source} reference={reference} {...(given as Partial<ReferenceArrayInputProps>)}>
      <AutocompleteArrayInput {...(input as object)} />
    </ReferenceArrayInput>
  );
}
