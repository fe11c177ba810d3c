import Chip from '@mui/material/Chip';
import {
  DataTable,
  DateField,
  FunctionField,
  List,
  NullableBooleanInput,
  SelectInput,
  usePermissions,
  useTranslate,
} from 'react-admin';
import { isAdmin } from '../../api/authProvider';
import { bulkDelete, listProps, searchFilter } from '../../components/listDefaults';
import { SITE_TYPES, type SiteValues } from './siteValues';

const T = 'resources.sites';

function useFilters() {
  const translate = useTranslate();
  return [
    searchFilter,
    <SelectInput
      key="type"
      source="type"
      choices={SITE_TYPES.map((type) => ({ id: type, name: translate(`${T}.types.${type}`) }))}
    />,
    <NullableBooleanInput key="isPublic" source="isPublic" />,
  ];
}

export default function SiteList() {
  const { permissions } = usePermissions();
  const translate = useTranslate();
  return (
    <List {...listProps} filters={useFilters()} sort={{ field: 'path', order: 'ASC' }} exporter={false}>
      <DataTable bulkActionButtons={isAdmin(permissions) ? bulkDelete : false}>
        <DataTable.Col source="name" />
        <DataTable.Col source="path">
          <FunctionField<SiteValues>
            render={(site) => (site.path ? `/${site.path}` : `/ (${translate(`${T}.home`)})`)}
          />
        </DataTable.Col>
        <DataTable.Col source="type">
          <FunctionField<SiteValues> render={(site) => translate(`${T}.types.${site.type ?? 'default'}`)} />
        </DataTable.Col>
        <DataTable.Col source="isPublic">
          <FunctionField<SiteValues>
            render={(site) => (
              <Chip
                size="small"
                variant={site.isPublic ? 'filled' : 'outlined'}
                color={site.isPublic ? 'success' : 'default'}
                label={translate(`${T}.public.${site.isPublic ? 'yes' : 'no'}`)}
              />
            )}
          />
        </DataTable.Col>
        <DataTable.Col source="updatedAt">
          <DateField
            source="updatedAt"
            showTime
            options={{ dateStyle: 'short', timeStyle: 'short' }}
            sx={{ whiteSpace: 'nowrap' }}
          />
        </DataTable.Col>
      </DataTable>
    </List>
  );
}
