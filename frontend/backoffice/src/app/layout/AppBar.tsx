import { AppBar as RaAppBar, LoadingIndicator, TitlePortal } from 'react-admin';
import { ThemeSelector } from '../../theme/ThemeSelector';
import { AppUserMenu } from './AppUserMenu';

export function AppBar() {
  return (
    <RaAppBar
      userMenu={<AppUserMenu />}
      toolbar={
        <>
          <ThemeSelector />
          <LoadingIndicator />
        </>
      }
    >
      <TitlePortal />
    </RaAppBar>
  );
}
