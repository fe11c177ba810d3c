import { KEEP_TYPED_VALUES } from '../../components/formDefaults';
import { SimpleForm, TextInput, required } from 'react-admin';
import { FormToolbar } from '../../components/FormToolbar';
import { NavigationItemsInput } from './NavigationItemsInput';

const T = 'resources.navigations';

/** A navigation (main, footer, ...) with its nested items, reordered and nested by drag or keyboard. */
export function NavigationForm() {
  return (
    <SimpleForm
      resetOptions={KEEP_TYPED_VALUES}
      toolbar={<FormToolbar />}
      sx={{ maxWidth: 1100 }}
      warnWhenUnsavedChanges
    >
      <TextInput source="identifier" validate={required()} helperText={`${T}.helpers.identifier`} />
      <NavigationItemsInput source="items" />
    </SimpleForm>
  );
}
