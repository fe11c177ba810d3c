import { BooleanField, DataTable, List, SelectField, usePermissions } from 'react-admin';
import { ReferenceAutocompleteFilter } from '../../components/ReferenceAutocompleteInput';
import { ReferenceFilter } from '../../components/FilterAutocompleteInput';
import { BooleanFilter, SelectFilter } from '../../components/lazyFilters';
import { formatCurrency } from '@bestellwerk/common/format';
import { isAdmin } from '../../api/authProvider';
import { ClipboardListActions } from '../../clipboard/ClipboardActions';
import { CopyButton } from '../../clipboard/ClipboardButtons';
import { ImageThumbnailField } from '../../images/ImageThumbnailField';
import { bulkDelete, listProps, searchFilter } from '../../components/listDefaults';
import { productTypeChoices, unitChoices } from './choices';
import type { Product } from '../../api/types';

const filters = [
  searchFilter,
  <ReferenceAutocompleteFilter key="category" source="category" reference="categories" alwaysOn />,
  <ReferenceFilter key="tag" source="tag" reference="tags" />,
  <BooleanFilter key="isEnabled" source="isEnabled" />,
  <SelectFilter key="type" source="type" choices={productTypeChoices} />,
];

/** Paged, sorted and filtered on the server: only the rows of one page are ever loaded. */
export default function ProductList() {
  const { permissions } = usePermissions();
  return (
    <List {...listProps} filters={filters} actions={<ClipboardListActions />} sort={{ field: 'name', order: 'ASC' }}>
      <DataTable bulkActionButtons={isAdmin(permissions) ? bulkDelete : false}>
        <DataTable.Col source="images" disableSort>
          <ImageThumbnailField source="images" />
        </DataTable.Col>
        <DataTable.Col source="name" />
        <DataTable.Col source="type">
          <SelectField source="type" choices={productTypeChoices} />
        </DataTable.Col>
        <DataTable.Col source="price" render={(record: Product) => formatCurrency(record.price)} />
        <DataTable.Col source="unit" disableSort>
          <SelectField source="unit" choices={unitChoices} translateChoice={false} />
        </DataTable.Col>
        <DataTable.Col source="isEnabled" field={BooleanField} />
        <DataTable.Col label="" disableSort>
          <CopyButton />
        </DataTable.Col>
      </DataTable>
    </List>
  );
}
