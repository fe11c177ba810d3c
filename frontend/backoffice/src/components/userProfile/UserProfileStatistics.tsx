/**
 * The aside of a user's edit page: the person's figures of this month (UserProfileFigures, shared with
 * 'Mein Profil').
 */
import { useRecordContext } from 'react-admin';
import { userProfileMessages as T } from '../../i18n/userProfile';
import { monthOf } from './hours';
import { UserProfileFigures } from './UserProfileFigures';

export function UserProfileStatistics({ now = () => new Date() }: { now?: () => Date }) {
  const record = useRecordContext<{ id: number }>();
  if (!record) return null;
  return (
    <UserProfileFigures
      user={Number(record.id)}
      period={monthOf(now())}
      title={T.title}
      sx={{ ml: { md: 2 }, mt: { xs: 2, md: 0 }, minWidth: 260 }}
    />
  );
}
