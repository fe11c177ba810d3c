/** Every resource of the back office, in menu order. */
import branches from './branches';
import categories from './categories';
import departments from './departments';
import divisions from './divisions';
import donatees from './donatees';
import images from './images';
import logs from './logs';
import products from './products';
import menus from './menus';
import orders from './orders';
import tables from './tables';
import tags from './tags';
import uploads from './uploads';
import users from './users';
import type { ResourceModule, ResourceName } from './types';

interface ResourceOptions {
  /** Only users with ROLE_ADMIN see and open it. */
  adminOnly: boolean;
  /** Only admins may create records (the server enforces it too). */
  adminCreates?: boolean;
  /** Only admins may change records: others get the list without a form (no save button the server refuses). */
  adminEdits?: boolean;
}

/** One mounted resource: its name ties the module to the record type of that resource. */
export type ResourceEntry = {
  [R in ResourceName]: ResourceOptions & { name: R; module: ResourceModule<R> };
}[ResourceName];

export const resources: ResourceEntry[] = [
  { name: 'orders', module: orders, adminOnly: false },
  { name: 'branches', module: branches, adminOnly: false, adminCreates: true },
  { name: 'departments', module: departments, adminOnly: false },
  { name: 'tables', module: tables, adminOnly: false },
  { name: 'products', module: products, adminOnly: false, adminCreates: true, adminEdits: true },
  { name: 'categories', module: categories, adminOnly: false, adminCreates: true, adminEdits: true },
  { name: 'tags', module: tags, adminOnly: false, adminCreates: true, adminEdits: true },
  { name: 'donatees', module: donatees, adminOnly: false, adminCreates: true, adminEdits: true },
  { name: 'menus', module: menus, adminOnly: false },
  { name: 'images', module: images, adminOnly: false, adminCreates: true },
  { name: 'uploads', module: uploads, adminOnly: false },
  { name: 'divisions', module: divisions, adminOnly: true },
  { name: 'users', module: users, adminOnly: true },
  { name: 'logs', module: logs, adminOnly: true },
];
