/** Every resource of the back office, in menu order. */
import branches from './branches';
import departments from './departments';
import divisions from './divisions';
import logs from './logs';
import tables from './tables';
import users from './users';
import type { ResourceModule } from './types';

export interface ResourceEntry {
  name: string;
  module: ResourceModule;
  /** Only users with ROLE_ADMIN see and open it. */
  adminOnly: boolean;
  /** Only admins may create records (the server enforces it too). */
  adminCreates?: boolean;
}

export const resources: ResourceEntry[] = [
  { name: 'branches', module: branches, adminOnly: false, adminCreates: true },
  { name: 'departments', module: departments, adminOnly: false },
  { name: 'tables', module: tables, adminOnly: false },
  { name: 'divisions', module: divisions, adminOnly: true },
  { name: 'users', module: users, adminOnly: true },
  { name: 'logs', module: logs, adminOnly: true },
];
