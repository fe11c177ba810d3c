import { KEEP_TYPED_VALUES } from '../../components/formDefaults';
import {
  BooleanInput,
  FormDataConsumer,
  NumberInput,
  SelectInput,
  TabbedForm,
  TextInput,
  usePermissions,
  useTranslate,
} from 'react-admin';
import { ReferenceAutocompleteArrayInput } from '../../components/ReferenceAutocompleteArrayInput';
import { isAdmin } from '../../api/authProvider';
import { FormToolbar } from '../../components/FormToolbar';
import { ImageInput } from '../../images/LazyImageInput';
import { FormTabWhenOpened } from '../../components/FormTabWhenOpened';
import { RulesInput } from '../../components/RulesInput';
import { AlternativeUnitsInput } from './AlternativeUnitsInput';
import { calculationModelChoices, leadTimeTypeChoices, productTypeChoices, unitChoices } from './choices';
import { PartsInput } from './PartsInput';
import { decimalInput } from '../../components/decimalInput';

const narrow = { fullWidth: false, sx: { width: 220 } };

export function ProductForm() {
  const translate = useTranslate();
  const { permissions } = usePermissions();
  return (
    <TabbedForm
      resetOptions={KEEP_TYPED_VALUES}
      toolbar={<FormToolbar canDelete={isAdmin(permissions)} />}
      warnWhenUnsavedChanges
    >
      <TabbedForm.Tab label="resources.products.tabs.general">
        <TextInput source="name" />
        <TextInput source="description" multiline minRows={3} />
        <TextInput source="allergens" />
        <SelectInput source="type" choices={productTypeChoices} defaultValue="simple" {...narrow} />
        <BooleanInput source="isEnabled" defaultValue />
        <ReferenceAutocompleteArrayInput source="tags" reference="tags" sort={{ field: 'name', order: 'ASC' }} />
        <ReferenceAutocompleteArrayInput
          source="categories"
          reference="categories"
          perPage={1000}
          sort={{ field: 'name', order: 'ASC' }}
          helperText="resources.products.helpers.categories"
        />
      </TabbedForm.Tab>
      <TabbedForm.Tab label="resources.products.tabs.prices">
        <TextInput source="price" {...decimalInput} helperText="resources.products.helpers.price" {...narrow} />
        <BooleanInput source="isPriceHidden" defaultValue={false} />
        <TextInput source="tax" {...decimalInput} defaultValue="10.00" {...narrow} />
        <TextInput source="takeawayTax" {...decimalInput} defaultValue="10.00" {...narrow} />
        <TextInput source="dineInTax" {...decimalInput} defaultValue="10.00" {...narrow} />
      </TabbedForm.Tab>
      <TabbedForm.Tab label="resources.products.tabs.units">
        <SelectInput source="unit" choices={unitChoices} translateChoice={false} defaultValue="piece" {...narrow} />
        <SelectInput source="calculationModel" choices={calculationModelChoices} defaultValue="fixed" {...narrow} />
        <TextInput source="minimumQuantity" {...decimalInput} defaultValue="1" {...narrow} />
        <TextInput source="maximumQuantity" {...decimalInput} defaultValue="100" {...narrow} />
        <TextInput source="quantityStepSize" {...decimalInput} defaultValue="1" {...narrow} />
        <TextInput source="defaultQuantity" {...decimalInput} defaultValue="1" {...narrow} />
        <SelectInput
          source="defaultUnit"
          choices={unitChoices}
          translateChoice={false}
          emptyText="resources.products.defaultUnitOfProduct"
          {...narrow}
        />
        <AlternativeUnitsInput />
      </TabbedForm.Tab>
      <TabbedForm.Tab label="resources.products.tabs.availability">
        <RulesInput source="schedule" helperText={translate('resources.products.helpers.schedule')} />
        <BooleanInput source="isLeadTimeEnabled" defaultValue={false} />
        <FormDataConsumer>
          {({ formData }) =>
            formData.isLeadTimeEnabled ? (
              <>
                <NumberInput source="leadTimeValue" min={0} step={1} defaultValue={0} {...narrow} />
                <SelectInput source="leadTimeType" choices={leadTimeTypeChoices} defaultValue="days" {...narrow} />
              </>
            ) : null
          }
        </FormDataConsumer>
      </TabbedForm.Tab>
      <TabbedForm.Tab label="resources.products.tabs.parts">
        <BooleanInput source="isStepByStep" defaultValue={false} helperText="resources.products.helpers.isStepByStep" />
        <PartsInput />
      </TabbedForm.Tab>
      <FormTabWhenOpened label="resources.products.tabs.images">
        <ImageInput source="images" multiple />
      </FormTabWhenOpened>
    </TabbedForm>
  );
}
