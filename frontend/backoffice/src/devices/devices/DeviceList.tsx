import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import DevicesIcon from '@mui/icons-material/DevicesOther';
import {
  DataTable,
  FunctionField,
  List,
  ReferenceField,
  SelectInput,
  TopToolbar,
  usePermissions,
  useTranslate,
} from 'react-admin';
import { ReferenceAutocompleteFilter } from '../../components/ReferenceAutocompleteInput';
import { isAdmin } from '../../api/authProvider';
import type { Device } from '../../api/types';
import { bulkDelete, listProps, searchFilter } from '../../components/listDefaults';
import { DeviceState } from './DeviceState';
import { kindChoices } from './kinds';
import { PairDeviceButton } from './PairDeviceButton';

const T = 'resources.devices';

const filters = [
  searchFilter,
  <ReferenceAutocompleteFilter key="branch" source="branch" reference="branches" alwaysOn />,
  <SelectInput key="kind" source="kind" choices={kindChoices} alwaysOn />,
];

/** No devices yet: what to do on the device, and the pairing right here (administrators pair). */
function DevicesEmpty() {
  const translate = useTranslate();
  const { permissions } = usePermissions();
  return (
    <Box sx={{ textAlign: 'center', py: 6, px: 2, maxWidth: 560, mx: 'auto' }}>
      <DevicesIcon sx={{ fontSize: 64, opacity: 0.4 }} aria-hidden />
      <Typography variant="h6" component="p" gutterBottom>
        {translate(`${T}.empty`)}
      </Typography>
      {isAdmin(permissions) ? <PairDeviceButton variant="contained" /> : null}
    </Box>
  );
}

function DeviceListActions() {
  const { permissions } = usePermissions();
  return <TopToolbar>{isAdmin(permissions) ? <PairDeviceButton /> : null}</TopToolbar>;
}

export default function DeviceList() {
  const translate = useTranslate();
  const { permissions } = usePermissions();
  const admin = isAdmin(permissions);
  return (
    <List
      {...listProps}
      empty={<DevicesEmpty />}
      filters={filters}
      actions={<DeviceListActions />}
      sort={{ field: 'name', order: 'ASC' }}
      exporter={false}
    >
      <DataTable bulkActionButtons={admin ? bulkDelete : false} rowClick={admin ? 'edit' : 'show'}>
        <DataTable.Col source="name" />
        <DataTable.Col source="kind">
          <FunctionField<Device> render={(device) => translate(`${T}.kinds.${device.kind}`)} />
        </DataTable.Col>
        <DataTable.Col source="branch" disableSort>
          <ReferenceField source="branch" reference="branches" link={false} />
        </DataTable.Col>
        <DataTable.Col source="online" disableSort>
          <DeviceState />
        </DataTable.Col>
      </DataTable>
    </List>
  );
}
