import { forwardRef } from 'react';
import { Link } from 'react-router-dom';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import AccountCircleIcon from '@mui/icons-material/AccountCircleOutlined';
import Divider from '@mui/material/Divider';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { Logout, UserMenu, useGetIdentity, useTranslate, useUserMenu } from 'react-admin';
import { version } from '../../../package.json';
import { PROFILE_PATH } from '../../components/userProfile/path';

/** 'Mein Profil': one's own data and time tracking (every member of staff). */
const ProfileItem = forwardRef<HTMLAnchorElement>(function ProfileItem(props, ref) {
  const translate = useTranslate();
  const userMenu = useUserMenu();
  return (
    <MenuItem ref={ref} component={Link} to={PROFILE_PATH} onClick={userMenu?.onClose} {...props}>
      <ListItemIcon>
        <AccountCircleIcon fontSize="small" />
      </ListItemIcon>
      <ListItemText>{translate('resources.user-profile.page.menu')}</ListItemText>
    </MenuItem>
  );
});

/**
 * User menu: the formatted user name, the app version, 'Mein Profil' and 'Abmelden', which posts to /backend/logout
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
      label={
        wide && identity?.fullName ? `${translate('ra.auth.user_menu')} ${identity.fullName}` : 'ra.auth.user_menu'
      }
    >
      {identity?.fullName ? (
        <MenuItem disabled sx={{ '&.Mui-disabled': { opacity: 1 } }}>
          <ListItemText primary={identity.fullName} secondary={translate('bestellwerk.version', { version })} />
        </MenuItem>
      ) : null}
      <Divider />
      <ProfileItem />
      <Logout />
    </UserMenu>
  );
}
