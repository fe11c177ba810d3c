/**
 * A list filter that picks a record of another resource and is not always shown ('Filter hinzufügen'): react-admin's
 * <ReferenceInput> with its <AutocompleteInput>, but both (MUI's Autocomplete, react-admin's input and reference
 * controller, about 17 KB gzip) load when the filter is shown, not with the list's first paint; meanwhile a progress
 * bar of the input's width stands in its place. A reference filter shown from the start is ReferenceAutocompleteFilter.
 */
import { Suspense, lazy } from 'react';
import type { ReferenceAutocompleteInputProps } from './ReferenceAutocompleteInput';
import { FilterLoading } from './lazyFilters';

const ReferenceAutocomplete = lazy(() => import('./referenceAutocomplete'));

/**
 * `<ReferenceFilter source="person" reference="time-tracking-people">`, loaded when shown. The filter form's props
 * for every filter (helperText={false}, a size, the list's resource, an empty record) are left out, as a
 * ReferenceInput did not hand them on to its AutocompleteInput: the filter looks as before.
 */
export function ReferenceFilter({
  helperText: _helperText,
  size: _size,
  resource: _resource,
  record: _record,
  defaultValue: _defaultValue,
  ...props
}: ReferenceAutocompleteInputProps) {
  return (
    <Suspense fallback={<FilterLoading />}>
      <ReferenceAutocomplete {...props} />
    </Suspense>
  );
}
