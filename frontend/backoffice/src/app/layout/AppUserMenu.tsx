import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import Divider from '@mui/material/Divider';
import { Logout, UserMenu, useGetIdentity, useTranslate } from 'react-admin';
import { version } from '../../../package.json';

/**
 * User menu: the formatted user name, the app version and 'Abmelden', which posts to /backend/logout
 * through the auth provider (never a link: a GET could be triggered by any other site).
 */
export function AppUserMenu() {
  const translate = useTranslate();
  const { identity } = useGetIdentity();
  return (
    <UserMenu>
      {identity?.fullName ? (
        <MenuItem disabled sx={{ '&.Mui-disabled': { opacity: 1 } }}>
          <ListItemText primary={identity.fullName} secondary={translate('bestellwerk.version', { version })} />
        </MenuItem>
      ) : null}
      <Divider />
      <Logout />
    </UserMenu>
  );
}
