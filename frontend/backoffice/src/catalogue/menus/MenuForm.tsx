import { KEEP_TYPED_VALUES } from '../../components/formDefaults';
import { SimpleForm, TextInput, required, useTranslate } from 'react-admin';
import { ReferenceAutocompleteArrayInput } from '../../components/ReferenceAutocompleteArrayInput';
import { FormToolbar } from '../../components/FormToolbar';
import { fromBusinessInput, toBusinessInput, validBusinessTime } from '../../components/businessTime';
import { CatalogInput } from './catalog/CatalogInput';
import { ActiveMenuHint } from './ActiveMenuHint';

export function MenuForm({ isCreate = false }: { isCreate?: boolean }) {
  const translate = useTranslate();
  return (
    <SimpleForm resetOptions={KEEP_TYPED_VALUES} toolbar={<FormToolbar />} warnWhenUnsavedChanges>
      {isCreate ? null : <ActiveMenuHint />}
      <TextInput source="name" sx={{ maxWidth: 480 }} />
      <TextInput
        source="availableFrom"
        format={toBusinessInput}
        parse={fromBusinessInput}
        validate={[required(), validBusinessTime]}
        placeholder={translate('resources.menus.helpers.availableFromPlaceholder')}
        helperText={translate('resources.menus.helpers.availableFrom')}
        slotProps={{ inputLabel: { shrink: true }, htmlInput: { inputMode: 'numeric', autoComplete: 'off' } }}
        sx={{ maxWidth: 480 }}
      />
      <ReferenceAutocompleteArrayInput
        source="branches"
        reference="branches"
        perPage={1000}
        sort={{ field: 'name', order: 'ASC' }}
        helperText={translate('resources.menus.helpers.branches')}
        sx={{ maxWidth: 480 }}
      />
      <CatalogInput />
    </SimpleForm>
  );
}
