import {
  BooleanField,
  DataTable,
  DateField,
  List,
  ReferenceArrayField,
  SelectInput,
  SingleFieldList,
  ChipField,
} from 'react-admin';
import { branchFilter } from '../../components/branchFilter';
import { bulkDelete, listProps, searchFilter } from '../../components/listDefaults';
import { BooleanFilter } from '../../components/lazyFilters';
import { RolesField } from './RolesField';
import { roleChoices } from './roles';
import type { User } from '../../api/types';

const filters = [
  searchFilter,
  <SelectInput key="role" source="role" choices={roleChoices} alwaysOn />,
  branchFilter,
  <BooleanFilter key="isActive" source="isActive" />,
];

export default function UserList() {
  return (
    <List {...listProps} filters={filters} sort={{ field: 'email', order: 'ASC' }}>
      <DataTable bulkActionButtons={bulkDelete}>
        <DataTable.Col source="email" />
        <DataTable.Col
          source="lastName"
          label="resources.users.fields.fullName"
          render={(record: User) => record.fullName}
        />
        <DataTable.Col source="roles" disableSort>
          <RolesField />
        </DataTable.Col>
        <DataTable.Col source="branches" disableSort>
          <ReferenceArrayField source="branches" reference="branches">
            <SingleFieldList linkType={false}>
              <ChipField source="name" size="small" />
            </SingleFieldList>
          </ReferenceArrayField>
        </DataTable.Col>
        <DataTable.Col source="isActive" field={BooleanField} />
        <DataTable.Col source="isLocked" field={BooleanField} />
        <DataTable.Col source="expiresAt">
          <DateField source="expiresAt" showTime locales="de-AT" />
        </DataTable.Col>
        <DataTable.Col source="lastLogin">
          <DateField source="lastLogin" showTime locales="de-AT" />
        </DataTable.Col>
      </DataTable>
    </List>
  );
}
