import { describe, expect, it } from 'vitest';

import { formattedName, showsStaffToolbar, showsToolsOverlay } from './currentUser';

describe('staff toolbar visibility', () => {
  it.each([
    [['ROLE_ADMIN'], true, true],
    [['ROLE_EMPLOYEE'], true, false],
    [['ROLE_EMPLOYEE', 'ROLE_ADMIN'], true, true],
    [[], false, false],
    [['ROLE_CUSTOMER'], false, false],
  ])('roles %j: toolbar %s, tools overlay %s', (roles, toolbar, tools) => {
    expect(showsStaffToolbar({ roles })).toBe(toolbar);
    expect(showsToolsOverlay({ roles })).toBe(tools);
  });

  it('shows nothing without a user (session ended)', () => {
    expect(showsStaffToolbar(undefined)).toBe(false);
    expect(showsToolsOverlay(null)).toBe(false);
  });

  it('formats the name, else shows the e-mail address', () => {
    expect(formattedName({ fullName: 'Anna Admin', email: 'admin@example.com' })).toBe('Anna Admin');
    expect(formattedName({ fullName: ' ', email: 'admin@example.com' })).toBe('admin@example.com');
  });
});
