import { KEEP_TYPED_VALUES } from '../../components/formDefaults';
import Typography from '@mui/material/Typography';
import {
  BooleanInput,
  DateTimeInput,
  SelectInput,
  TabbedForm,
  TextInput,
  usePermissions,
  useTranslate,
} from 'react-admin';
import { ReferenceInput } from '../../components/ReferenceInput';
import { ReferenceAutocompleteArrayInput } from '../../components/ReferenceAutocompleteArrayInput';
import type { ReactNode } from 'react';
import { isAdmin } from '../../api/authProvider';
import { FormToolbar } from '../../components/FormToolbar';
import { ImageInput } from '../../images/LazyImageInput';
import { FormTabWhenOpened } from '../../components/FormTabWhenOpened';
import { ApiKeyField } from './ApiKeyField';
import { DeliveryAreasInput } from './DeliveryAreasInput';
import { holidayRegionChoices } from './holidayRegions';
import { tagIds } from './normalizeBranch';
import { RulesInput } from '../../components/RulesInput';
import type { Branch } from '../../api/types';

/** The countries the storefront's address form offers (spec: DE, LI, AT, CH). */
const countryChoices = [
  { id: 'AT', name: 'resources.branches.countries.AT' },
  { id: 'DE', name: 'resources.branches.countries.DE' },
  { id: 'CH', name: 'resources.branches.countries.CH' },
  { id: 'LI', name: 'resources.branches.countries.LI' },
];

function Section({ children }: { children: ReactNode }) {
  return (
    <Typography variant="subtitle1" component="h3" sx={{ mt: 2, fontWeight: 'bold' }}>
      {children}
    </Typography>
  );
}

const ORDER_TYPES = ['Takeaway', 'Delivery', 'DineIn'] as const;
const REQUIRED_DATA = ['Email', 'Phone', 'Address'] as const;

export function BranchForm({ isCreate = false }: { isCreate?: boolean }) {
  const translate = useTranslate();
  const { permissions } = usePermissions();
  return (
    <TabbedForm
      resetOptions={KEEP_TYPED_VALUES}
      toolbar={<FormToolbar canDelete={isAdmin(permissions)} />}
      warnWhenUnsavedChanges
    >
      <TabbedForm.Tab label="resources.branches.tabs.general">
        <ReferenceInput source="division" reference="divisions">
          <SelectInput optionText="name" />
        </ReferenceInput>
        <TextInput source="name" />
        <TextInput source="identifier" />
        <TextInput source="description" multiline minRows={3} />
        <TextInput source="keywords" />
        <BooleanInput source="isPublic" />
        {isCreate ? null : <ApiKeyField />}
      </TabbedForm.Tab>
      <FormTabWhenOpened label="resources.branches.tabs.appearance">
        <ImageInput source="logo" helperText={translate('resources.branches.helpers.logo')} />
        <ImageInput source="images" multiple helperText={translate('resources.branches.helpers.images')} />
        <ReferenceAutocompleteArrayInput
          source="tags"
          reference="tags"
          perPage={100}
          sort={{ field: 'name', order: 'ASC' }}
          format={tagIds}
          helperText={translate('resources.branches.helpers.tags')}
          sx={{ maxWidth: 480 }}
        />
      </FormTabWhenOpened>
      <TabbedForm.Tab label="resources.branches.tabs.contact">
        <TextInput source="street" />
        <TextInput source="zipCode" />
        <TextInput source="city" />
        <SelectInput source="country" choices={countryChoices} defaultValue="AT" />
        <TextInput source="phone" type="tel" />
        <TextInput source="email" type="email" />
        <TextInput source="website" type="url" />
        <Section>{translate('resources.branches.sections.holidays')}</Section>
        <SelectInput
          source="holidayRegion"
          choices={holidayRegionChoices}
          emptyValue=""
          emptyText="resources.branches.holidayRegions.none"
          helperText={translate('resources.branches.helpers.holidayRegion')}
        />
        <BooleanInput source="isPatronDayOff" helperText={translate('resources.branches.helpers.isPatronDayOff')} />
      </TabbedForm.Tab>
      <TabbedForm.Tab label="resources.branches.tabs.openingHours">
        <RulesInput source="openingHours" helperText={translate('resources.branches.helpers.openingHours')} />
      </TabbedForm.Tab>
      <TabbedForm.Tab label="resources.branches.tabs.delivery">
        <BooleanInput source="isDeliveryHoursEnabled" />
        <RulesInput source="deliveryHours" helperText={translate('resources.branches.helpers.deliveryHours')} />
        <DeliveryAreasInput />
      </TabbedForm.Tab>
      <TabbedForm.Tab label="resources.branches.tabs.ordering">
        <Section>{translate('resources.branches.sections.orderTypes')}</Section>
        <BooleanInput source="isTakeawayEnabled" />
        <BooleanInput source="isDeliveryEnabled" />
        <BooleanInput source="isDineInEnabled" />
        <BooleanInput source="isPreorderEnabled" />
        <DateTimeInput source="orderableFrom" />
        <TextInput source="closedMessage" multiline minRows={2} />
        <BooleanInput source="isAppointmentRequired" />
        <BooleanInput source="isTableSelectionEnabled" />
        <BooleanInput source="isQuotationRequired" />
        <Section>{translate('resources.branches.sections.requiredData')}</Section>
        {ORDER_TYPES.flatMap((orderType) =>
          REQUIRED_DATA.map((data) => (
            <BooleanInput key={`${orderType}${data}`} source={`is${orderType}${data}Required` satisfies keyof Branch} />
          )),
        )}
      </TabbedForm.Tab>
      <TabbedForm.Tab label="resources.branches.tabs.payment">
        <Section>{translate('resources.branches.sections.paymentMethods')}</Section>
        <BooleanInput source="isCashEnabled" />
        <BooleanInput source="isATMCardEnabled" />
        <BooleanInput source="isHydroAGVoucherEnabled" />
        <BooleanInput source="isMollieEnabled" />
        <BooleanInput source="isDatatransEnabled" />
      </TabbedForm.Tab>
    </TabbedForm>
  );
}
