/**
 * react-admin's `<ReferenceArrayInput><AutocompleteArrayInput /></ReferenceArrayInput>` (several references, shown
 * as chips) with the stand-in of ReferenceAutocompleteInput: until the field is used, the chosen records are MUI
 * Chips in the same field (each removable with its delete icon, as before), and MUI's Autocomplete with react-admin's
 * input and reference controller loads on the first focus, click or key.
 */
import Chip from '@mui/material/Chip';
import { useGetManyAggregate, useGetRecordRepresentation } from 'react-admin';
import type { RaRecord } from 'react-admin';
import { LoadOnUse, choiceText, realModule } from './ReferenceAutocompleteInput';
import type { ReferenceAutocompleteInputProps } from './ReferenceAutocompleteInput';

const several = realModule(() => import('./referenceAutocompleteArray'));

export function ReferenceAutocompleteArrayInput(props: ReferenceAutocompleteInputProps) {
  const { reference, optionText } = props;
  return (
    <LoadOnUse
      real={several}
      props={props}
      renderChips={(ids, remove) => (
        <ReferenceChips reference={reference} ids={ids} optionText={optionText} onDelete={remove} />
      )}
    />
  );
}

/** The chosen records in the order of the value, as AutocompleteArrayInput shows them (those not loaded yet left out). */
function ReferenceChips({
  reference,
  ids,
  optionText,
  onDelete,
}: {
  reference: string;
  ids: unknown[];
  optionText: ReferenceAutocompleteInputProps['optionText'];
  onDelete: (index: number) => void;
}) {
  const { data = [] } = useGetManyAggregate<RaRecord>(reference, { ids: ids as RaRecord['id'][] });
  const representation = useGetRecordRepresentation(reference);
  return ids.map((id, index) => {
    const record = data.find((candidate) => String(candidate.id) === String(id));
    return record ? (
      <Chip
        key={String(id)}
        label={choiceText(record, optionText, undefined, representation)}
        size="small"
        className="MuiAutocomplete-tag MuiAutocomplete-tagSizeMedium"
        tabIndex={-1}
        data-item-index={index}
        onDelete={() => onDelete(index)}
      />
    ) : null;
  });
}
