import { ArrayInput, BooleanInput, SimpleFormIterator, TextInput } from 'react-admin';
import { decimalInput } from '../../components/decimalInput';
import { joinPostcodes } from './normalizeBranch';

// a row wraps instead of squeezing its fields when it is wider than the form
const wrappingRows = {
  '& .RaSimpleFormIterator-inline': { flexWrap: 'wrap' },
  '& .RaSimpleFormIterator-inline > *': { flexShrink: 0 },
};

export function DeliveryAreasInput() {
  return (
    <ArrayInput source="deliveryAreas" helperText="resources.branches.helpers.postcodes">
      <SimpleFormIterator inline disableClear sx={wrappingRows}>
        <TextInput source="area" fullWidth={false} sx={{ minWidth: 200 }} />
        {/* typed as one text, split into the list on save (normalizeBranch) */}
        <TextInput
          source="postcodes"
          format={joinPostcodes}
          parse={(value: string) => value}
          fullWidth={false}
          sx={{ width: 200 }}
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
