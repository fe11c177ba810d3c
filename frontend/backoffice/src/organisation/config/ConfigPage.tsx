import { useMemo } from 'react';
import { CONFIG_QUERY_KEY } from '../../api/configQuery';
import Card from '@mui/material/Card';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import {
  ArrayInput,
  BooleanInput,
  Loading,
  ResourceContextProvider,
  SaveButton,
  SelectInput,
  SimpleFormIterator,
  TabbedForm,
  TextInput,
  Title,
  Toolbar,
  useDataProvider,
  useNotify,
  useTranslate,
} from 'react-admin';
import { LoadError } from '../../components/LoadError';
import { ImageInput } from '../../images/ImageInput';
import type { RaRecord } from 'react-admin';
import type { BestellwerkDataProvider } from '../../api/dataProvider';
import type { Config, DefaultDeliveryMethod } from '../../api/types';
import { ColourInput } from './ColourInput';
import { fromFormValues, toFormValues } from './configForm';
import type { ConfigFormValues } from './configForm';

const PLUGINS = [
  'PWA',
  'Toolbar',
  'HomePage',
  'Search',
  'Tags',
  'CategoryBar',
  'SMS',
  'Donations',
  'Frontdesk',
  'OrderReviews',
] as const;

const PAYMENT_METHODS = ['Cash', 'ATMCard', 'HydroAGVoucher', 'Mollie', 'Datatrans'] as const;

const LEGAL = [
  'termsAndConditions',
  'privacyPolicy',
  'imprint',
  'allergens',
] as const satisfies readonly (keyof Config)[];

const DELIVERY_METHODS = ['takeaway', 'delivery', 'dineIn'] as const satisfies readonly DefaultDeliveryMethod[];

const deliveryMethodChoices = DELIVERY_METHODS.map((id) => ({
  id,
  name: `resources.config.deliveryMethods.${id}`,
}));

/** The shop configuration (GET/POST /api/config), admin only. */
export default function ConfigPage() {
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useDataProvider<BestellwerkDataProvider>();
  const queryClient = useQueryClient();
  const query = useQuery({ queryKey: CONFIG_QUERY_KEY, queryFn: () => dataProvider.getConfig(), retry: false });
  const record = useMemo(() => (query.data ? toFormValues(query.data) : undefined), [query.data]);

  const save = async (values: Record<string, unknown>) => {
    try {
      const saved = await dataProvider.saveConfig(fromFormValues(values as ConfigFormValues));
      queryClient.setQueryData(CONFIG_QUERY_KEY, saved);
      notify('resources.config.messages.saved', { type: 'success' });
      return undefined;
    } catch (error) {
      const fieldErrors = (error as { body?: { errors?: Record<string, unknown> } }).body?.errors;
      if (fieldErrors) return fieldErrors;
      notify((error as Error).message || 'resources.config.messages.saveFailed', { type: 'error' });
      return undefined;
    }
  };

  return (
    <ResourceContextProvider value="config">
      <Title title="resources.config.name" />
      {query.isPending ? (
        <Loading />
      ) : query.isError ? (
        <LoadError
          message={query.error?.message || translate('resources.config.messages.loadFailed')}
          onRetry={() => query.refetch()}
        />
      ) : (
        <Card sx={{ mt: 2 }}>
          <TabbedForm
            record={record as unknown as RaRecord | undefined}
            onSubmit={save}
            syncWithLocation={false}
            warnWhenUnsavedChanges
            toolbar={
              <Toolbar>
                <SaveButton />
              </Toolbar>
            }
          >
            <TabbedForm.Tab label="resources.config.tabs.general">
              <TextInput source="shopName" />
              <ImageInput source="logo" helperText={translate('resources.config.helpers.logo')} />
              <TextInput source="title" />
              <TextInput source="description" multiline minRows={2} />
              <TextInput source="currency" />
              <SelectInput
                source="defaultDeliveryMethod"
                choices={deliveryMethodChoices}
                emptyValue=""
                emptyText="resources.config.deliveryMethods.none"
              />
              <BooleanInput source="disableTickets" />
            </TabbedForm.Tab>
            <TabbedForm.Tab label="resources.config.tabs.contact">
              <TextInput source="businessName" />
              <TextInput source="street" />
              <TextInput source="zipCode" />
              <TextInput source="city" />
              <TextInput source="phone" type="tel" />
              <TextInput source="email" type="email" />
              <TextInput source="website" type="url" />
            </TabbedForm.Tab>
            <TabbedForm.Tab label="resources.config.tabs.legal">
              {LEGAL.flatMap((key) => [
                <TextInput key={key} source={key} type="url" />,
                <TextInput
                  key={`${key}Text`}
                  source={`${key}Text` satisfies keyof Config}
                  multiline
                  minRows={4}
                  helperText={translate('resources.config.helpers.legalText')}
                />,
              ])}
            </TabbedForm.Tab>
            <TabbedForm.Tab label="resources.config.tabs.plugins">
              {PLUGINS.map((plugin) => (
                <BooleanInput
                  key={plugin}
                  source={`enablePlugin${plugin}` satisfies keyof Config}
                  helperText={translate(`resources.config.helpers.enablePlugin${plugin}`)}
                />
              ))}
            </TabbedForm.Tab>
            <TabbedForm.Tab label="resources.config.tabs.payment">
              {PAYMENT_METHODS.flatMap((method) => [
                <BooleanInput key={`plugin${method}`} source={`enablePlugin${method}` satisfies keyof Config} />,
                <BooleanInput key={method} source={`enable${method}` satisfies keyof Config} helperText={false} />,
              ])}
            </TabbedForm.Tab>
            <TabbedForm.Tab label="resources.config.tabs.seo">
              <TextInput source="seoTitle" />
              <TextInput source="seoDescription" multiline minRows={2} />
              <TextInput source="ogTitle" />
              <TextInput source="ogDescription" multiline minRows={2} />
              <TextInput source="ogUrl" type="url" />
              <TextInput source="ogImage" type="url" />
              <TextInput source="twitterTitle" />
              <TextInput source="twitterDescription" multiline minRows={2} />
              <TextInput source="twitterUrl" type="url" />
              <TextInput source="twitterImage" type="url" />
            </TabbedForm.Tab>
            <TabbedForm.Tab label="resources.config.tabs.theme">
              <ArrayInput source="themeColors" helperText={translate('resources.config.helpers.themeColors')}>
                <SimpleFormIterator inline disableClear>
                  <TextInput source="name" />
                  <ColourInput source="value" />
                </SimpleFormIterator>
              </ArrayInput>
              <TextInput source="themeFont" />
              <TextInput source="themeFontUrl" type="url" />
              <TextInput
                source="themeBorderRadius"
                helperText={translate('resources.config.helpers.themeBorderRadius')}
              />
            </TabbedForm.Tab>
          </TabbedForm>
        </Card>
      )}
    </ResourceContextProvider>
  );
}
