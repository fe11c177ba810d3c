import SettingsIcon from '@mui/icons-material/Settings';
import { Menu, usePermissions, useTranslate } from 'react-admin';
import { isAdmin } from '../authProvider';

export function AppMenu() {
  const translate = useTranslate();
  const { permissions } = usePermissions();
  return (
    <Menu>
      <Menu.DashboardItem primaryText={translate('bestellwerk.menu.dashboard')} />
      <Menu.ResourceItems />
      {isAdmin(permissions) ? (
        <Menu.Item to="/config" primaryText={translate('bestellwerk.menu.config')} leftIcon={<SettingsIcon />} />
      ) : null}
    </Menu>
  );
}
