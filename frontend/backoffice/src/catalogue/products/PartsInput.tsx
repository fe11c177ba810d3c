import {
  ArrayInput,
  BooleanInput,
  FormDataConsumer,
  NumberInput,
  SelectInput,
  SimpleFormIterator,
  TextInput,
  useSimpleFormIteratorItem,
} from 'react-admin';
import { AddRowButton, MoveRowButtons, RemoveRowButton, visibleRowActions } from './IteratorButtons';
import { OPTION_PART_TYPES, TEXT_PART_TYPES } from './normalizeProduct';
import type { Modifier, PartType } from '../../api/types';
import { decimalInput } from '../../components/decimalInput';

const PART_TYPES: readonly PartType[] = [
  'text',
  'textarea',
  'image',
  'images',
  'file',
  'files',
  'select',
  'multiselect',
];
const MODIFIERS: readonly Modifier[] = ['add', 'subtract', 'overwrite'];

const partTypeChoices = PART_TYPES.map((type) => ({ id: type, name: `resources.products.partTypes.${type}` }));
const modifierChoices = MODIFIERS.map((modifier) => ({
  id: modifier,
  name: `resources.products.modifiers.${modifier}`,
}));

/** The options of a select / multiselect part: name, how they change the price, and by how much. */
function PartOptions() {
  const { index } = useSimpleFormIteratorItem();
  const part = { part: index + 1 };
  return (
    <FormDataConsumer<{ type?: PartType }>>
      {({ scopedFormData }) =>
        scopedFormData?.type && OPTION_PART_TYPES.includes(scopedFormData.type) ? (
          <ArrayInput source="options" label="resources.products.part.options">
            <SimpleFormIterator
              sx={visibleRowActions}
              inline
              disableClear
              addButton={<AddRowButton label="resources.products.actions.addOption" values={part} />}
              removeButton={<RemoveRowButton label="resources.products.actions.removeOption" values={part} />}
              reOrderButtons={
                <MoveRowButtons
                  up="resources.products.actions.moveOptionUp"
                  down="resources.products.actions.moveOptionDown"
                  values={part}
                />
              }
            >
              <TextInput source="name" label="resources.products.part.optionName" fullWidth={false} />
              <SelectInput
                source="modifier"
                label="resources.products.part.modifier"
                choices={modifierChoices}
                defaultValue="add"
                fullWidth={false}
                sx={{ minWidth: 190 }}
              />
              <TextInput
                source="value"
                label="resources.products.part.value"
                defaultValue="0.00"
                {...decimalInput}
                fullWidth={false}
                sx={{ width: 130 }}
              />
            </SimpleFormIterator>
          </ArrayInput>
        ) : null
      }
    </FormDataConsumer>
  );
}

/** The maximum length of a text part ('Höchstens 30 Zeichen' enforced in the shop and by the server). */
function PartMaxLength() {
  return (
    <FormDataConsumer<{ type?: PartType }>>
      {({ scopedFormData }) =>
        scopedFormData?.type && TEXT_PART_TYPES.includes(scopedFormData.type) ? (
          <NumberInput
            source="maxLength"
            label="resources.products.part.maxLength"
            helperText="resources.products.helpers.maxLength"
            min={1}
            max={2000}
            step={1}
            fullWidth={false}
            sx={{ width: 220 }}
          />
        ) : null
      }
    </FormDataConsumer>
  );
}

/** Editor of a product's configurable parts (`config.parts`): add, remove and reorder parts and options. */
export function PartsInput() {
  return (
    <ArrayInput
      source="config.parts"
      label="resources.products.fields.parts"
      helperText="resources.products.helpers.parts"
    >
      <SimpleFormIterator
        sx={visibleRowActions}
        disableClear
        fullWidth
        addButton={<AddRowButton label="resources.products.actions.addPart" />}
        removeButton={<RemoveRowButton label="resources.products.actions.removePart" />}
        reOrderButtons={
          <MoveRowButtons up="resources.products.actions.movePartUp" down="resources.products.actions.movePartDown" />
        }
      >
        <TextInput source="name" label="resources.products.part.name" />
        <TextInput source="description" label="resources.products.part.description" multiline />
        <SelectInput
          source="type"
          label="resources.products.part.type"
          choices={partTypeChoices}
          defaultValue="select"
        />
        <BooleanInput source="optional" label="resources.products.part.optional" defaultValue={false} />
        <PartMaxLength />
        <PartOptions />
      </SimpleFormIterator>
    </ArrayInput>
  );
}
