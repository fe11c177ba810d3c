import { ArrayInput, BooleanInput, SimpleFormIterator, TextInput } from 'react-admin';
import { decimalInput } from '../../components/decimalInput';
import { joinPostcodes } from './normalizeBranch';

export function DeliveryAreasInput() {
  return (
    <ArrayInput source="deliveryAreas">
      <SimpleFormIterator inline disableClear>
        <TextInput source="area" fullWidth={false} sx={{ minWidth: 200 }} />
        {/* typed as one text, split into the list on save (normalizeBranch) */}
        <TextInput
          source="postcodes"
          format={joinPostcodes}
          parse={(value: string) => value}
          helperText="resources.branches.helpers.postcodes"
          fullWidth={false}
          sx={{ minWidth: 220 }}
        />
        <TextInput source="price" {...decimalInput} fullWidth={false} sx={{ width: 130 }} />
        <TextInput source="tax" {...decimalInput} fullWidth={false} sx={{ width: 130 }} />
        <BooleanInput source="free" defaultValue={false} />
        <TextInput source="freeFromOrderValue" {...decimalInput} fullWidth={false} sx={{ width: 150 }} />
        <TextInput source="minimumOrderValue" {...decimalInput} fullWidth={false} sx={{ width: 170 }} />
      </SimpleFormIterator>
    </ArrayInput>
  );
}
