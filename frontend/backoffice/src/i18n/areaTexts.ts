/**
 * Each area's texts, loaded with its pages: `lazyWithTexts(['catalogue'], () => import('./ProductList'))` shows the
 * page (behind the layout's loading state) once both the page and its texts are there, so no key shows raw.
 */
import { lazy } from 'react';
import type { ComponentType } from 'react';
import { addMessages } from './i18nProvider';

const texts = {
  catalogue: () => import('./catalogue').then((m) => ({ resources: m.catalogueMessages })),
  cms: () => import('./cms').then((m) => ({ resources: m.cmsMessages })),
  config: () => import('./configTexts').then((m) => ({ resources: { config: m.configMessages } })),
  consent: () => import('./consent').then((m) => ({ resources: { consent: m.consentMessages } })),
  content: () => import('./content').then((m) => ({ resources: m.contentMessages })),
  contentAi: () =>
    import('./contentAi').then((m) => ({
      bestellwerk: { contentAi: m.contentAiMessages, jobs: m.jobMessages },
      resources: m.aiRequestMessages,
    })),
  crm: () => import('./crm').then((m) => ({ resources: m.crmMessages })),
  devices: () => import('./devices').then((m) => ({ resources: m.devicesMessages })),
  imaging: () => import('./imaging').then((m) => ({ resources: m.imagingMessages })),
  orders: () => import('./orders').then((m) => ({ resources: { orders: m.orderMessages } })),
  organisation: () => import('./organisation').then((m) => ({ resources: m.organisationMessages })),
  planner: () => import('./timetrackingPlanner').then((m) => ({ resources: { planner: m.plannerMessages } })),
  projects: () => import('./projects').then((m) => ({ resources: m.projectsMessages })),
  records: () => import('./records').then((m) => ({ resources: m.recordMessages })),
  signage: () => import('./signage').then((m) => ({ resources: m.signageMessages })),
  statistics: () => import('./statistics').then((m) => ({ bestellwerk: { statistics: m.statisticsMessages } })),
  timetracking: () => import('./timetracking').then((m) => ({ resources: m.timetrackingMessages })),
};

export type TextArea = keyof typeof texts;

/** Every area: for pages that name fields of any resource (the audit log) and for tests. */
export const ALL_AREAS = Object.keys(texts) as TextArea[];

const loading = new Map<TextArea, Promise<void>>();

/** Loads the areas' texts into the catalogue once (a failed load is tried again next time). */
export function loadTexts(areas: readonly TextArea[]): Promise<void> {
  return Promise.all(
    areas.map((area) => {
      let loaded = loading.get(area);
      if (!loaded) {
        loaded = texts[area]()
          .then(addMessages)
          .catch((error: unknown) => {
            loading.delete(area);
            throw error;
          });
        loading.set(area, loaded);
      }
      return loaded;
    }),
  ).then(() => undefined);
}

/** React.lazy for a page whose texts come from the given areas; both load at once. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- like React.lazy, for any component's props
export function lazyWithTexts<T extends ComponentType<any>>(
  areas: readonly TextArea[],
  page: () => Promise<{ default: T }>,
) {
  return lazy(() => Promise.all([page(), loadTexts(areas)]).then(([module]) => module));
}

/** The area whose texts name a resource's fields and failures (the data provider's messages). */
const AREA_OF_RESOURCE: Record<string, TextArea> = {
  orders: 'orders',
  'print-jobs': 'devices',
  devices: 'devices',
  users: 'organisation',
  divisions: 'organisation',
  branches: 'organisation',
  departments: 'organisation',
  tables: 'organisation',
  categories: 'catalogue',
  tags: 'catalogue',
  donatees: 'catalogue',
  products: 'catalogue',
  menus: 'catalogue',
  'qr-codes': 'records',
  logs: 'records',
  images: 'records',
  uploads: 'records',
  sites: 'cms',
  redirects: 'cms',
  navigations: 'cms',
  nodes: 'cms',
  blocks: 'cms',
  fonts: 'cms',
  'form-submissions': 'content',
  'content-ai/requests': 'contentAi',
  customers: 'crm',
  'external-users': 'crm',
  'analytics-leads': 'crm',
  'image-templates': 'imaging',
  projects: 'projects',
  tasks: 'projects',
  scenes: 'signage',
  'digital-signage-segments': 'signage',
  'digital-signage-streams': 'signage',
  'digital-signage-devices': 'signage',
  'working-activities': 'timetracking',
  'working-schedules': 'timetracking',
  'time-tracking-people': 'timetracking',
  'time-tracking-terminals': 'timetracking',
};

/** Loads the texts of a resource's area (none for a name of no area). */
export function loadResourceTexts(resource: string): Promise<void> {
  const area = AREA_OF_RESOURCE[resource];
  return area ? loadTexts([area]) : Promise.resolve();
}
