import {
  ArrayInput,
  AutocompleteInput,
  BooleanInput,
  FormDataConsumer,
  ReferenceInput,
  SelectInput,
  SimpleForm,
  SimpleFormIterator,
  TextInput,
  required,
  useTranslate,
} from 'react-admin';
import { FormToolbar } from '../../components/FormToolbar';
import { ITEM_TYPES, type NavigationItem, takesSuffix, targetField } from './navigationItems';

const T = 'resources.navigations';

/** The fields of one item: type, label, visibility, its target and suffix. */
function ItemFields() {
  const translate = useTranslate();
  const typeChoices = ITEM_TYPES.map((type) => ({ id: type, name: translate(`${T}.itemTypes.${type}`) }));
  return (
    <>
      <SelectInput source="type" label={`${T}.fields.type`} choices={typeChoices} defaultValue="site" validate={required()} />
      <TextInput source="label" label={`${T}.fields.label`} />
      <BooleanInput source="isEnabled" label={`${T}.fields.isEnabled`} defaultValue />
      <FormDataConsumer<{ items?: NavigationItem[] }>>
        {({ scopedFormData }) => {
          const item = scopedFormData as NavigationItem | undefined;
          const target = targetField(item?.type);
          return (
            <>
              {target === 'site' ? (
                <ReferenceInput source="site" reference="sites" sort={{ field: 'path', order: 'ASC' }}>
                  <AutocompleteInput label={`${T}.fields.site`} optionText="name" validate={required()} />
                </ReferenceInput>
              ) : null}
              {target === 'branch' ? (
                <ReferenceInput source="branch" reference="branches">
                  <AutocompleteInput label={`${T}.fields.branch`} validate={required()} />
                </ReferenceInput>
              ) : null}
              {target === 'href' ? (
                <TextInput
                  source="href"
                  label={`${T}.fields.href`}
                  type="url"
                  validate={required()}
                  helperText={`${T}.helpers.href`}
                />
              ) : null}
              {takesSuffix(item?.type) ? <TextInput source="suffix" label={`${T}.fields.suffix`} helperText={`${T}.helpers.suffix`} /> : null}
            </>
          );
        }}
      </FormDataConsumer>
    </>
  );
}

/** A navigation (main, footer, ...) with its items and one level of sub-items, reordered by the arrows. */
export function NavigationForm() {
  return (
    <SimpleForm toolbar={<FormToolbar />} sx={{ maxWidth: 960 }} warnWhenUnsavedChanges>
      <TextInput source="identifier" validate={required()} helperText={`${T}.helpers.identifier`} />
      <ArrayInput source="items">
        <SimpleFormIterator disableClear>
          <ItemFields />
          <ArrayInput source="children" label={`${T}.fields.children`}>
            <SimpleFormIterator inline disableClear>
              <ItemFields />
            </SimpleFormIterator>
          </ArrayInput>
        </SimpleFormIterator>
      </ArrayInput>
    </SimpleForm>
  );
}
