import { ROLE_ADMIN, ROLE_EMPLOYEE } from '../../api/authProvider';

/** Role choices; names are catalogue keys, react-admin translates them. */
export const roleChoices = [
  { id: ROLE_ADMIN, name: `resources.users.roles.${ROLE_ADMIN}` },
  { id: ROLE_EMPLOYEE, name: `resources.users.roles.${ROLE_EMPLOYEE}` },
];
