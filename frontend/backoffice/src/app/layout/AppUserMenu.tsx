import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import Divider from '@mui/material/Divider';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { Logout, UserMenu, useGetIdentity, useTranslate } from 'react-admin';
import { version } from '../../../package.json';

/**
 * User menu: the formatted user name, the app version and 'Abmelden', which posts to /backend/logout
 * through the auth provider (never a link: a GET could be triggered by any other site).
 */
export function AppUserMenu() {
  const translate = useTranslate();
  const { identity } = useGetIdentity();
  const wide = useMediaQuery<Theme>((theme) => theme.breakpoints.up('sm'));
  return (
    // on wide screens the button shows the user's name: its accessible name must contain it (WCAG 2.5.3);
    // narrow screens show an icon named 'Profil'
    <UserMenu
      label={wide && identity?.fullName ? `${translate('ra.auth.user_menu')} ${identity.fullName}` : 'ra.auth.user_menu'}
    >
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
