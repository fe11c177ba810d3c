import { useQuery } from '@tanstack/react-query';

import { ToolsOverlay } from '../features/presentation/components/ToolsOverlay';
import { StaffToolbar } from '../features/staffToolbar/components/StaffToolbar';
import { fetchCurrentUser, showsStaffToolbar, showsToolsOverlay } from '../features/staffToolbar/currentUser';

/**
 * What a logged-in staff member gets on top of the storefront (loaded only with the server's staff marker,
 * lib/staffSession): the staff toolbar, and for ROLE_ADMIN the tools overlay with the presentation.
 * Nothing shows when the session has ended in the meantime (/api/users/me answers 403).
 */
export function StaffArea({ version, environment = '' }: { version: string; environment?: string }) {
  const { data: user } = useQuery({
    queryKey: ['users', 'me'],
    queryFn: ({ signal }) => fetchCurrentUser(signal),
    retry: false,
    staleTime: Infinity,
  });
  if (!user || !showsStaffToolbar(user)) return null;
  return (
    <>
      <StaffToolbar user={user} version={version} environment={environment} />
      {showsToolsOverlay(user) && <ToolsOverlay />}
    </>
  );
}
