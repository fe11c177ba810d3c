import SettingsIcon from '@mui/icons-material/Settings';
import PrivacyTipIcon from '@mui/icons-material/PrivacyTipOutlined';
import AlarmIcon from '@mui/icons-material/AlarmOutlined';
import AddIcCallIcon from '@mui/icons-material/AddIcCall';
import ViewKanbanIcon from '@mui/icons-material/ViewKanban';
import InsertChartIcon from '@mui/icons-material/InsertChartOutlined';
import CalendarViewWeekIcon from '@mui/icons-material/CalendarViewWeek';
import FactCheckIcon from '@mui/icons-material/FactCheckOutlined';
import GavelIcon from '@mui/icons-material/GavelOutlined';
import { Menu, usePermissions, useResourceDefinitions, useTranslate } from 'react-admin';
import { isAdmin } from '../../api/authProvider';
import { PLANNER_PATH } from '../../timetracking/planner';

/** The resources' entries, with the 'Dienstplan' right after 'Planungen' and 'Zeitnachweis' after the people. */
function ResourceItems() {
  const translate = useTranslate();
  const definitions = useResourceDefinitions();
  return Object.values(definitions)
    .filter((definition) => definition.hasList)
    .flatMap((definition) => [
      <Menu.ResourceItem key={definition.name} name={definition.name} />,
      ...(definition.name === 'working-schedules'
        ? [
            <Menu.Item
              key="dienstplan"
              to={PLANNER_PATH}
              primaryText={translate('resources.planner.menu')}
              leftIcon={<CalendarViewWeekIcon />}
            />,
          ]
        : []),
      ...(definition.name === 'time-tracking-people'
        ? [
            <Menu.Item
              key="zeitnachweis"
              to="/time-sheets"
              primaryText={translate('resources.time-sheets.name')}
              leftIcon={<FactCheckIcon />}
            />,
          ]
        : []),
    ]);
}

export function AppMenu() {
  const translate = useTranslate();
  const { permissions } = usePermissions();
  return (
    <Menu>
      <Menu.DashboardItem primaryText={translate('bestellwerk.menu.dashboard')} />
      <Menu.Item
        to="/current-orders"
        primaryText={translate('bestellwerk.menu.currentOrders')}
        leftIcon={<ViewKanbanIcon />}
      />
      <Menu.Item
        to="/missed-orders"
        primaryText={translate('bestellwerk.menu.missedOrders')}
        leftIcon={<AlarmIcon />}
      />
      <Menu.Item
        to="/dashboard"
        primaryText={translate('bestellwerk.menu.statistics')}
        leftIcon={<InsertChartIcon />}
      />
      <Menu.Item
        to="/orders/create"
        primaryText={translate('bestellwerk.menu.newOrder')}
        leftIcon={<AddIcCallIcon />}
      />
      <ResourceItems />
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
