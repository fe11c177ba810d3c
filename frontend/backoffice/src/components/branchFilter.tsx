import { ReferenceFilter } from './FilterAutocompleteInput';

/**
 * The branch filter of a list (the API's `branch`), searching the branches the user reaches, shown when it is added
 * ('Filter hinzufügen'). Its own module, not in listDefaults.tsx: a module loads whole, and lists without it load no
 * reference input.
 */
export const branchFilter = <ReferenceFilter key="branch" source="branch" reference="branches" />;
