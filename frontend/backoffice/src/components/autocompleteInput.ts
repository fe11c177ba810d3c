/** react-admin's AutocompleteInput as a module of its own, for FilterAutocompleteInput's lazy import. */
export { AutocompleteInput as default } from 'react-admin';
