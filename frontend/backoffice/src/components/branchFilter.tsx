import { AutocompleteInput, ReferenceInput } from 'react-admin';

/**
 * The branch filter of a list (the API's `branch`), searching the branches the user reaches. Its own module, not in
 * listDefaults.tsx: MUI's Autocomplete (about 20 KB gzip with its parts) loads only with the lists that filter by
 * branch.
 */
export const branchFilter = (
  <ReferenceInput key="branch" source="branch" reference="branches">
    <AutocompleteInput />
  </ReferenceInput>
);
