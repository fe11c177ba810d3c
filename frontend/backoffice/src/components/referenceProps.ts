import type { ReferenceAutocompleteInputProps } from './ReferenceAutocompleteInput';

/**
 * A reference input's props split as `<ReferenceInput …><AutocompleteInput …/></ReferenceInput>` would take them: the
 * reference's query (only the props given) and the input's own, for the real inputs behind the stand-ins.
 */
export function splitReferenceProps({
  source,
  reference,
  filter,
  sort,
  perPage,
  page,
  queryOptions,
  enableGetChoices,
  offline,
  alwaysOn,
  ...input
}: ReferenceAutocompleteInputProps) {
  const query = { filter, sort, perPage, page, queryOptions, enableGetChoices, offline, alwaysOn };
  const given = Object.fromEntries(Object.entries(query).filter(([, value]) => value !== undefined));
  return { source, reference, given, input };
}
