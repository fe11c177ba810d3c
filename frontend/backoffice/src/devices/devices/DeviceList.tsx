import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import DevicesIcon from '@mui/icons-material/DevicesOther';
import {
  AutocompleteInput,
  DataTable,
  FunctionField,
  List,
  ReferenceField,
  ReferenceInput,
  SelectInput,
  TopToolbar,
  useTranslate,
} from 'react-admin';
import type { Device } from '../../api/types';
import { bulkDelete, listProps, searchFilter } from '../../components/listDefaults';
import { DeviceState } from './DeviceState';
import { kindChoices } from './kinds';
import { PairDeviceButton } from './PairDeviceDialog';

const T = 'resources.devices';

const filters = [
  searchFilter,
  <ReferenceInput key="branch" source="branch" reference="branches" alwaysOn>
    <AutocompleteInput />
  </ReferenceInput>,
  <SelectInput key="kind" source="kind" choices={kindChoices} alwaysOn />,
];

/** No devices yet: what to do on the device, and the pairing right here. */
function DevicesEmpty() {
  const translate = useTranslate();
  return (
    <Box sx={{ textAlign: 'center', py: 6, px: 2, maxWidth: 560, mx: 'auto' }}>
      <DevicesIcon sx={{ fontSize: 64, opacity: 0.4 }} aria-hidden />
      <Typography variant="h6" component="p" gutterBottom>
        {translate(`${T}.empty`)}
      </Typography>
      <PairDeviceButton variant="contained" />
    </Box>
  );
}

function DeviceListActions() {
  return (
    <TopToolbar>
      <PairDeviceButton />
    </TopToolbar>
  );
}

export default function DeviceList() {
  const translate = useTranslate();
  return (
    <List
      {...listProps}
      empty={<DevicesEmpty />}
      filters={filters}
      actions={<DeviceListActions />}
      sort={{ field: 'name', order: 'ASC' }}
      exporter={false}
    >
      <DataTable bulkActionButtons={bulkDelete}>
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
