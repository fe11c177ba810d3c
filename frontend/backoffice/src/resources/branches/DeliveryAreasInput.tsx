import { ArrayInput, BooleanInput, SimpleFormIterator, TextInput } from 'react-admin';

const decimal = { inputMode: 'decimal' as const };

export function DeliveryAreasInput() {
  return (
    <ArrayInput source="deliveryAreas">
      <SimpleFormIterator inline disableClear>
        <TextInput source="area" fullWidth={false} sx={{ minWidth: 200 }} />
        <TextInput source="price" inputProps={decimal} fullWidth={false} sx={{ width: 130 }} />
        <TextInput source="tax" inputProps={decimal} fullWidth={false} sx={{ width: 130 }} />
        <BooleanInput source="free" defaultValue={false} />
        <TextInput source="freeFromOrderValue" inputProps={decimal} fullWidth={false} sx={{ width: 150 }} />
        <TextInput source="minimumOrderValue" inputProps={decimal} fullWidth={false} sx={{ width: 170 }} />
      </SimpleFormIterator>
    </ArrayInput>
  );
}
