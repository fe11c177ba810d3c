import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import { useRecordContext, useTranslate } from 'react-admin';
import type { Role, User } from '../../api/types';

export function RolesField() {
  const record = useRecordContext<User>();
  const translate = useTranslate();
  const roles: Role[] = Array.isArray(record?.roles) ? record.roles : [];
  return (
    <Stack direction="row" spacing={0.5} useFlexGap flexWrap="wrap">
      {roles.map((role) => (
        <Chip key={role} size="small" label={translate(`resources.users.roles.${role}`, { _: role })} />
      ))}
    </Stack>
  );
}
