import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import Divider from '@mui/material/Divider';
import LogoutIcon from '@mui/icons-material/PowerSettingsNew';
import { UserMenu, useGetIdentity, useTranslate } from 'react-admin';
import { LOGOUT_URL } from '../../api/authProvider';
import { version } from '../../../package.json';

/** User menu: the formatted user name, 'Abmelden' (server page) and the app version. */
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
      <MenuItem component="a" href={LOGOUT_URL}>
        <ListItemIcon>
          <LogoutIcon fontSize="small" />
        </ListItemIcon>
        <ListItemText>{translate('ra.auth.logout')}</ListItemText>
      </MenuItem>
    </UserMenu>
  );
}
