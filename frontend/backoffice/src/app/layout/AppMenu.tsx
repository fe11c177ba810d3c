import SettingsIcon from '@mui/icons-material/Settings';
import PrivacyTipIcon from '@mui/icons-material/PrivacyTipOutlined';
import AlarmIcon from '@mui/icons-material/AlarmOutlined';
import AddIcCallIcon from '@mui/icons-material/AddIcCall';
import ViewKanbanIcon from '@mui/icons-material/ViewKanban';
import InsertChartIcon from '@mui/icons-material/InsertChartOutlined';
import FactCheckIcon from '@mui/icons-material/FactCheckOutlined';
import GavelIcon from '@mui/icons-material/GavelOutlined';
import { Menu, usePermissions, useTranslate } from 'react-admin';
import { isAdmin } from '../../api/authProvider';

export function AppMenu() {
  const translate = useTranslate();
  const { permissions } = usePermissions();
  return (
    <Menu>
      <Menu.DashboardItem primaryText={translate('bestellwerk.menu.dashboard')} />
      <Menu.Item to="/current-orders" primaryText={translate('bestellwerk.menu.currentOrders')} leftIcon={<ViewKanbanIcon />} />
      <Menu.Item to="/missed-orders" primaryText={translate('bestellwerk.menu.missedOrders')} leftIcon={<AlarmIcon />} />
      <Menu.Item to="/dashboard" primaryText={translate('bestellwerk.menu.statistics')} leftIcon={<InsertChartIcon />} />
      <Menu.Item to="/orders/create" primaryText={translate('bestellwerk.menu.newOrder')} leftIcon={<AddIcCallIcon />} />
      <Menu.ResourceItems />
      <Menu.Item to="/time-sheets" primaryText={translate('resources.time-sheets.name')} leftIcon={<FactCheckIcon />} />
      {isAdmin(permissions) ? (
        <Menu.Item to="/config" primaryText={translate('bestellwerk.menu.config')} leftIcon={<SettingsIcon />} />
      ) : null}
      {isAdmin(permissions) ? (
        <Menu.Item
          to="/time-tracking-rules"
          primaryText={translate('resources.time-tracking-rules.name')}
          leftIcon={<GavelIcon />}
        />
      ) : null}
      {isAdmin(permissions) ? (
        <Menu.Item to="/consent" primaryText={translate('bestellwerk.menu.consent')} leftIcon={<PrivacyTipIcon />} />
      ) : null}
    </Menu>
  );
}
