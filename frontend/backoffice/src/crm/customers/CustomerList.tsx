import { DataTable, List } from 'react-admin';
import type { Customer } from '../../api/types';
import { listProps, searchFilter } from '../../components/listDefaults';
import { MomentField, MoneyField } from '../fields';

const filters = [searchFilter];

/** Customers built from orders: name, contact (the phone grouped), number of orders, total and last order. */
export default function CustomerList() {
  return (
    <List {...listProps} filters={filters} sort={{ field: 'lastOrderAt', order: 'DESC' }} exporter={false}>
      <DataTable bulkActionButtons={false} rowClick="show">
        <DataTable.Col source="name" />
        <DataTable.Col source="email" />
        <DataTable.Col source="phone" render={(customer: Customer) => customer.phoneDisplay || customer.phone} />
        <DataTable.NumberCol source="ordersCount" />
        <DataTable.Col source="totalGross">
          <MoneyField source="totalGross" />
        </DataTable.Col>
        <DataTable.Col source="lastOrderAt">
          <MomentField source="lastOrderAt" />
        </DataTable.Col>
      </DataTable>
    </List>
  );
}
