import { describe, expect, it } from 'vitest';
import { dropEmptyPassword } from './UserForm';

describe('dropEmptyPassword', () => {
  it('never sends an empty password or current password', () => {
    expect(dropEmptyPassword({ id: 1, email: 'a@example.com', password: '', currentPassword: null })).toEqual({
      id: 1,
      email: 'a@example.com',
    });
  });

  it('sends a new password with the current one', () => {
    expect(dropEmptyPassword({ id: 1, password: 'Neu-Passwort-2026', currentPassword: 'demo1234' })).toEqual({
      id: 1,
      password: 'Neu-Passwort-2026',
      currentPassword: 'demo1234',
    });
  });
});
