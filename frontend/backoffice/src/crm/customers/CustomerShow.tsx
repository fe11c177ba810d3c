import Typography from '@mui/material/Typography';
import {
  ArrayField,
  DataTable,
  FunctionField,
  Labeled,
  NumberField,
  Show,
  SimpleShowLayout,
  TextField,
  useTranslate,
} from 'react-admin';
import type { Customer } from '../../api/types';
import { ShowLoadError } from '../../components/LoadError';
import { CustomerActions } from './CustomerActions';
import { MomentField, MoneyField } from '../fields';

/** A customer with the figures and the orders the user reaches. */
export default function CustomerShow() {
  const translate = useTranslate();
  return (
    <Show error={<ShowLoadError />} actions={<CustomerActions />}>
      <SimpleShowLayout>
        <TextField source="name" />
        <TextField source="companyName" emptyText="–" />
        <TextField source="email" emptyText="–" />
        <FunctionField source="phone" render={(customer: Customer) => customer.phoneDisplay || customer.phone || '–'} />
        <NumberField source="ordersCount" />
        <Labeled source="totalGross">
          <MoneyField source="totalGross" />
        </Labeled>
        <Labeled source="lastOrderAt">
          <MomentField source="lastOrderAt" />
        </Labeled>
        <Typography variant="h6" component="h2" sx={{ mt: 2 }}>
          {translate('resources.customers.fields.orders')}
        </Typography>
        <ArrayField source="orders" label={false}>
          <DataTable bulkActionButtons={false} rowClick={(id) => `/orders/${id}/show`}>
            <DataTable.Col source="ticketNumber" label="resources.customers.orderFields.ticketNumber" />
            <DataTable.Col source="createdAt" label="resources.customers.orderFields.createdAt">
              <MomentField source="createdAt" />
            </DataTable.Col>
            <DataTable.Col source="branchName" label="resources.customers.orderFields.branchName" />
            <DataTable.Col source="statusLabel" label="resources.customers.orderFields.statusLabel" />
            <DataTable.NumberCol source="itemsCount" label="resources.customers.orderFields.itemsCount" />
            <DataTable.Col source="totalGross" label="resources.customers.orderFields.totalGross">
              <MoneyField source="totalGross" />
            </DataTable.Col>
          </DataTable>
        </ArrayField>
      </SimpleShowLayout>
    </Show>
  );
}
