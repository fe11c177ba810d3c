/** Every resource of the back office, in menu order. */
import branches from './branches';
import departments from './departments';
import divisions from './divisions';
import logs from './logs';
import menus from './menus';
import tables from './tables';
import users from './users';
import type { ResourceModule, ResourceName } from './types';

interface ResourceOptions {
  /** Only users with ROLE_ADMIN see and open it. */
  adminOnly: boolean;
  /** Only admins may create records (the server enforces it too). */
  adminCreates?: boolean;
}

/** One mounted resource: its name ties the module to the record type of that resource. */
export type ResourceEntry = {
  [R in ResourceName]: ResourceOptions & { name: R; module: ResourceModule<R> };
}[ResourceName];

export const resources: ResourceEntry[] = [
  { name: 'branches', module: branches, adminOnly: false, adminCreates: true },
  { name: 'departments', module: departments, adminOnly: false },
  { name: 'tables', module: tables, adminOnly: false },
  { name: 'menus', module: menus, adminOnly: false },
  { name: 'divisions', module: divisions, adminOnly: true },
  { name: 'users', module: users, adminOnly: true },
  { name: 'logs', module: logs, adminOnly: true },
];
