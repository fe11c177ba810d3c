/** react-admin's inputs of the filters shown when added, as a module of their own for lazyFilters.tsx's imports. */
export { BooleanInput, DateInput, NullableBooleanInput, SelectArrayInput, SelectInput } from 'react-admin';
