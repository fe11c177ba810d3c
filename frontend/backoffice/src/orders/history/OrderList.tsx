import {
  CreateButton,
  DataTable,
  DateField,
  DateInput,
  FilterButton,
  List,
  ReferenceField,
  SearchInput,
  SelectInput,
  TopToolbar,
  useTranslate,
} from 'react-admin';
import { orderMessages } from '../../i18n/orders';
import { listProps } from '../../components/listDefaults';
import { ReferenceInput } from '../../components/ReferenceInput';
import { ExportButton } from './ExportButton';
import { CustomerField, DeliveryTypeField, OrderStatusField, PaymentField, TotalField } from './OrderFields';

const choices = (texts: Record<string, string>) => Object.keys(texts).map((id) => ({ id, name: texts[id] }));

function useFilters() {
  const translate = useTranslate();
  return [
    <SearchInput key="q" source="q" alwaysOn placeholder={translate('resources.orders.fields.q')} />,
    <ReferenceInput key="branch" source="branch" reference="branches" alwaysOn>
      <SelectInput optionText="name" />
    </ReferenceInput>,
    <DateInput key="from" source="from" alwaysOn />,
    <DateInput key="to" source="to" alwaysOn />,
    <SelectInput key="status" source="status" choices={choices(orderMessages.statuses)} />,
    <SelectInput key="deliveryType" source="deliveryType" choices={choices(orderMessages.deliveryTypes)} />,
  ];
}

function ListActions() {
  return (
    <TopToolbar>
      <FilterButton />
      <CreateButton label="resources.orders.create.title" />
      <ExportButton />
    </TopToolbar>
  );
}

/** The order history: every order in reach, filtered and paged by the server. */
export default function OrderList() {
  return (
    <List
      {...listProps}
      title="resources.orders.history.title"
      filters={useFilters()}
      actions={<ListActions />}
      sort={{ field: 'createdAt', order: 'DESC' }}
      exporter={false}
    >
      <DataTable rowClick="show" bulkActionButtons={false}>
        <DataTable.Col source="ticketNumber" />
        <DataTable.Col source="createdAt">
          <DateField
            source="createdAt"
            showTime
            locales="de-AT"
            options={{ timeZone: 'Europe/Vienna', dateStyle: 'short', timeStyle: 'short' }}
          />
        </DataTable.Col>
        <DataTable.Col source="branch" disableSort>
          <ReferenceField source="branch" reference="branches" link={false} />
        </DataTable.Col>
        <DataTable.Col source="customer" disableSort>
          <CustomerField />
        </DataTable.Col>
        <DataTable.Col source="deliveryType" disableSort>
          <DeliveryTypeField />
        </DataTable.Col>
        <DataTable.Col source="status">
          <OrderStatusField />
        </DataTable.Col>
        <DataTable.Col source="totalGross">
          <TotalField />
        </DataTable.Col>
        <DataTable.Col source="payment" disableSort>
          <PaymentField />
        </DataTable.Col>
      </DataTable>
    </List>
  );
}
