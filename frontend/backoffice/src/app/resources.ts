/** Every resource of the back office, in menu order. */
import branches from '../organisation/branches';
import categories from '../catalogue/categories';
import customers from '../crm/customers';
import departments from '../organisation/departments';
import devices from '../devices/devices';
import divisions from '../organisation/divisions';
import externalUsers from '../crm/externalUsers';
import formSubmissions from '../content/submissions';
import donatees from '../catalogue/donatees';
import images from '../images';
import imageTemplates from '../imaging/templates';
import aiRequests from '../contentai/requests';
import leads from '../crm/leads';
import logs from '../audit/logs';
import products from '../catalogue/products';
import qrCodes from '../analytics/qrCodes';
import menus from '../catalogue/menus';
import navigations from '../cms/navigations';
import redirects from '../cms/redirects';
import scenes from '../signage/scenes';
import segments from '../signage/segments';
import streams from '../signage/streams';
import tvs from '../signage/tvs';
import sites from '../cms/sites';
import fonts from '../cms/fonts';
import blocks from '../cms/blocks';
import nodes from '../cms/nodes';
import orders from '../orders';
import tables from '../organisation/tables';
import tags from '../catalogue/tags';
import uploads from '../media/uploads';
import users from '../accounts/users';
import workingActivities from '../timetracking/activities';
import workingSchedules from '../timetracking/schedules';
import timeTrackingPeople from '../timetracking/people';
import timeTrackingTerminals from '../timetracking/terminals';
import projects from '../projects/projects';
import tasks from '../projects/tasks';
import type { ResourceModule, ResourceName } from '../api/types';

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
  { name: 'devices', module: devices, adminOnly: false, adminEdits: true },
  { name: 'products', module: products, adminOnly: false, adminCreates: true, adminEdits: true },
  { name: 'categories', module: categories, adminOnly: false, adminCreates: true, adminEdits: true },
  { name: 'tags', module: tags, adminOnly: false, adminCreates: true, adminEdits: true },
  { name: 'donatees', module: donatees, adminOnly: false, adminCreates: true, adminEdits: true },
  { name: 'menus', module: menus, adminOnly: false },
  { name: 'images', module: images, adminOnly: false, adminCreates: true },
  { name: 'image-templates', module: imageTemplates, adminOnly: false, adminCreates: true, adminEdits: true },
  { name: 'uploads', module: uploads, adminOnly: false },
  { name: 'qr-codes', module: qrCodes, adminOnly: false },
  { name: 'sites', module: sites, adminOnly: false, adminCreates: true, adminEdits: true },
  { name: 'navigations', module: navigations, adminOnly: false, adminCreates: true, adminEdits: true },
  { name: 'redirects', module: redirects, adminOnly: false, adminCreates: true, adminEdits: true },
  { name: 'nodes', module: nodes, adminOnly: false, adminCreates: true, adminEdits: true },
  { name: 'blocks', module: blocks, adminOnly: false, adminCreates: true, adminEdits: true },
  { name: 'fonts', module: fonts, adminOnly: false, adminCreates: true, adminEdits: true },
  { name: 'scenes', module: scenes, adminOnly: false },
  { name: 'digital-signage-segments', module: segments, adminOnly: false },
  { name: 'digital-signage-streams', module: streams, adminOnly: false },
  { name: 'digital-signage-devices', module: tvs, adminOnly: false },
  { name: 'form-submissions', module: formSubmissions, adminOnly: true },
  { name: 'customers', module: customers, adminOnly: false, adminCreates: true, adminEdits: true },
  { name: 'analytics-leads', module: leads, adminOnly: false },
  { name: 'external-users', module: externalUsers, adminOnly: false, adminCreates: true, adminEdits: true },
  { name: 'working-activities', module: workingActivities, adminOnly: false, adminCreates: true, adminEdits: true },
  { name: 'working-schedules', module: workingSchedules, adminOnly: false, adminCreates: true, adminEdits: true },
  { name: 'time-tracking-people', module: timeTrackingPeople, adminOnly: false, adminCreates: true, adminEdits: true },
  { name: 'time-tracking-terminals', module: timeTrackingTerminals, adminOnly: true },
  { name: 'tasks', module: tasks, adminOnly: false },
  { name: 'projects', module: projects, adminOnly: false, adminCreates: true, adminEdits: true },
  { name: 'divisions', module: divisions, adminOnly: true },
  { name: 'users', module: users, adminOnly: true },
  { name: 'logs', module: logs, adminOnly: true },
  { name: 'content-ai/requests', module: aiRequests, adminOnly: true },
];
