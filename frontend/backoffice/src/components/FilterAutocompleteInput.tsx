/**
 * A list filter that picks a record of another resource and is not always shown ('Filter hinzufügen'): react-admin's
 * <ReferenceInput> with its <AutocompleteInput>, but MUI's Autocomplete (about 20 KB gzip with react-admin's input)
 * loads when the filter is shown, not with the list's first paint. <ReferenceInput> itself cannot be used: it imports
 * the AutocompleteInput for its default input.
 */
import { Suspense, lazy } from 'react';
import type { ComponentProps } from 'react';
import type { ReferenceInputBaseProps } from 'react-admin';
import { FilterLoading } from './lazyFilters';
import { ReferenceInput } from './ReferenceInput';

const AutocompleteInput = lazy(() => import('./autocompleteInput'));

/** The AutocompleteInput, loaded when shown; meanwhile a progress bar of the input's width stands in its place. */
export function FilterAutocompleteInput(props: ComponentProps<typeof AutocompleteInput>) {
  return (
    <Suspense fallback={<FilterLoading />}>
      <AutocompleteInput {...props} />
    </Suspense>
  );
}

/** `<ReferenceInput source="person" reference="time-tracking-people">` with FilterAutocompleteInput as its input. */
export function ReferenceFilter({
  optionText,
  ...props
}: Omit<ReferenceInputBaseProps, 'children'> & { optionText?: string }) {
  return (
    <ReferenceInput {...props}>
      <FilterAutocompleteInput optionText={optionText} />
    </ReferenceInput>
  );
}
