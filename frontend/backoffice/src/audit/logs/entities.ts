/**
 * The audited model names (LogEntry.entity, Django's model_name) in the back office's German words,
 * with the resource whose field labels name the changed fields.
 */
export const LOG_ENTITIES: Readonly<Record<string, { label: string; resource?: string }>> = {
  order: { label: 'Bestellung', resource: 'orders' },
  orderitem: { label: 'Bestellposition' },
  product: { label: 'Produkt', resource: 'products' },
  category: { label: 'Kategorie', resource: 'categories' },
  tag: { label: 'Schlagwort', resource: 'tags' },
  donatee: { label: 'Spendenempfänger', resource: 'donatees' },
  menu: { label: 'Speisekarte', resource: 'menus' },
  branch: { label: 'Filiale', resource: 'branches' },
  deliveryarea: { label: 'Liefergebiet' },
  department: { label: 'Abteilung', resource: 'departments' },
  table: { label: 'Tisch', resource: 'tables' },
  division: { label: 'Organisation', resource: 'divisions' },
  user: { label: 'Benutzer', resource: 'users' },
  config: { label: 'Konfiguration', resource: 'config' },
  image: { label: 'Bild', resource: 'images' },
  upload: { label: 'Hochgeladene Datei', resource: 'uploads' },
  customer: { label: 'Kunde', resource: 'customers' },
  externaluser: { label: 'Externer Benutzer', resource: 'external-users' },
  analyticslead: { label: 'Lead', resource: 'analytics-leads' },
  site: { label: 'Seite' },
  node: { label: 'Inhalt' },
  block: { label: 'Block' },
  navigation: { label: 'Navigation', resource: 'navigations' },
  redirect: { label: 'Weiterleitung', resource: 'redirects' },
  font: { label: 'Schriftart' },
  formsubmission: { label: 'Anfrage', resource: 'form-submissions' },
  workingactivity: { label: 'Aktivität', resource: 'working-activities' },
  workingschedule: { label: 'Planung', resource: 'working-schedules' },
  person: { label: 'Person der Zeiterfassung', resource: 'time-tracking-people' },
  terminal: { label: 'Terminal', resource: 'time-tracking-terminals' },
  workingactivitypause: { label: 'Pause' },
  monthapproval: { label: 'Monatsfreigabe' },
  project: { label: 'Projekt', resource: 'projects' },
  task: { label: 'Aufgabe', resource: 'tasks' },
  taskcomment: { label: 'Kommentar' },
  payment: { label: 'Zahlung' },
  refund: { label: 'Rückerstattung' },
  qrcode: { label: 'QR-Code', resource: 'qr-codes' },
};

/** 'Bestellung' for 'order'; a model not listed here takes the server's German name (entityType), and only
 * without one stays as it is rather than vanish. */
export function entityLabel(entity: string | null | undefined, entityType?: string | null): string {
  if (!entity) return '';
  return LOG_ENTITIES[entity]?.label ?? (entityType || entity);
}

/** Choices for the log's filter by object type, sorted by their German name. */
export const entityChoices = Object.entries(LOG_ENTITIES)
  .map(([id, { label }]) => ({ id, name: label }))
  .sort((a, b) => a.name.localeCompare(b.name, 'de'));

const camel = (key: string) => key.replace(/_([a-z])/g, (_, letter: string) => letter.toUpperCase());

/** The translation key of a changed field's label ('resources.orders.fields.ticketNumber'), if the entity has a resource. */
export function changedFieldKey(entity: string | null | undefined, field: string): string | null {
  const resource = entity ? LOG_ENTITIES[entity]?.resource : undefined;
  return resource ? `resources.${resource}.fields.${camel(field)}` : null;
}
