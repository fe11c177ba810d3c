import {
  ArrayInput,
  BooleanInput,
  DateInput,
  FormDataConsumer,
  SelectInput,
  SimpleFormIterator,
  TextInput,
  useTranslate,
} from 'react-admin';
import { RULE_TYPES } from './formValues';

const ruleTypeChoices = RULE_TYPES.map((type) => ({ id: type, name: `resources.branches.ruleTypes.${type}` }));

/**
 * Editor for opening or delivery hours (also the schedules of categories and products): one row per
 * rule (type, date for one-offs, closed, from, to).
 */
export function RulesInput({ source, helperText }: { source: string; helperText: string }) {
  const translate = useTranslate();
  return (
    <ArrayInput source={source} helperText={helperText}>
      <SimpleFormIterator inline disableClear>
        <SelectInput
          source="type"
          choices={ruleTypeChoices}
          defaultValue="daily"
          fullWidth={false}
          sx={{ width: 180 }}
        />
        <FormDataConsumer>
          {({ scopedFormData }) =>
            scopedFormData?.type === 'once' ? <DateInput source="date" fullWidth={false} /> : null
          }
        </FormDataConsumer>
        <BooleanInput source="isClosed" defaultValue={false} />
        <TextInput
          source="from"
          placeholder={translate('resources.branches.helpers.time')}
          inputProps={{ inputMode: 'numeric', maxLength: 5 }}
          fullWidth={false}
          sx={{ width: 120 }}
        />
        <TextInput
          source="to"
          placeholder={translate('resources.branches.helpers.time')}
          inputProps={{ inputMode: 'numeric', maxLength: 5 }}
          fullWidth={false}
          sx={{ width: 120 }}
        />
      </SimpleFormIterator>
    </ArrayInput>
  );
}
