import { ArrayInput, SelectInput, SimpleFormIterator, TextInput } from 'react-admin';
import { AddRowButton, RemoveRowButton, visibleRowActions } from './IteratorButtons';
import { calculationModelChoices, unitChoices } from './choices';
import { decimalInput } from '../../components/decimalInput';

/** Further units a product is sold in, each with its ratio, calculation model and limits. */
export function AlternativeUnitsInput() {
  return (
    <ArrayInput source="alternativeUnits">
      <SimpleFormIterator
        sx={visibleRowActions}
        inline
        disableClear
        addButton={<AddRowButton label="resources.products.actions.addAlternativeUnit" />}
        removeButton={<RemoveRowButton label="resources.products.actions.removeAlternativeUnit" />}
      >
        <SelectInput
          source="unit"
          choices={unitChoices}
          translateChoice={false}
          fullWidth={false}
          sx={{ minWidth: 180 }}
        />
        <TextInput
          source="ratio"
          {...decimalInput}
          helperText="resources.products.helpers.ratio"
          fullWidth={false}
          sx={{ width: 260 }}
        />
        <SelectInput
          source="calculationModel"
          choices={calculationModelChoices}
          emptyText="resources.products.calculationModelOfProduct"
          fullWidth={false}
          sx={{ minWidth: 190 }}
        />
        <TextInput source="minimumQuantity" {...decimalInput} fullWidth={false} sx={{ width: 130 }} />
        <TextInput source="maximumQuantity" {...decimalInput} fullWidth={false} sx={{ width: 130 }} />
        <TextInput source="quantityStepSize" {...decimalInput} fullWidth={false} sx={{ width: 130 }} />
      </SimpleFormIterator>
    </ArrayInput>
  );
}
