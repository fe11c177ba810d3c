/**
 * The inputs of list filters that are not always shown ('Filter hinzufügen'): react-admin's inputs, loaded when the
 * filter is shown, not with the list's first paint (like ReferenceFilter for the reference filters). The list
 * reads a filter's source, label and alwaysOn from the element's props, which are the same. Use react-admin's own
 * input for a filter shown at once (alwaysOn): it would load at once anyway.
 */
import { Suspense, lazy } from 'react';
import type { ComponentType } from 'react';
import LinearProgress from '@mui/material/LinearProgress';
import { useTranslate } from 'react-admin';
import type {
  BooleanInputProps,
  DateInputProps,
  NullableBooleanInputProps,
  SelectArrayInputProps,
  SelectInputProps,
} from 'react-admin';

/** In an input's place while it loads: a progress bar of the input's width. */
export function FilterLoading() {
  const translate = useTranslate();
  return <LinearProgress aria-label={translate('ra.page.loading')} sx={{ width: 200, alignSelf: 'center' }} />;
}

function whenShown<P extends object>(load: () => Promise<ComponentType<P>>) {
  const Input = lazy(() => load().then((input) => ({ default: input })));
  return function FilterInput(props: P) {
    return (
      <Suspense fallback={<FilterLoading />}>
        <Input {...props} />
      </Suspense>
    );
  };
}

const inputs = () => import('./filterInputs');

export const SelectFilter = whenShown<SelectInputProps>(() => inputs().then((m) => m.SelectInput));
export const SelectArrayFilter = whenShown<SelectArrayInputProps>(() => inputs().then((m) => m.SelectArrayInput));
export const DateFilter = whenShown<DateInputProps>(() => inputs().then((m) => m.DateInput));
export const BooleanFilter = whenShown<BooleanInputProps>(() => inputs().then((m) => m.BooleanInput));
export const NullableBooleanFilter = whenShown<NullableBooleanInputProps>(() =>
  inputs().then((m) => m.NullableBooleanInput),
);
