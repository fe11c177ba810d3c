import type { ComponentType } from 'react';
import type { components } from '@bestellwerk/common/api/schema.gen';
import type { Config, DeliveryArea, Division, OpeningHourRuleDto } from '@bestellwerk/common/api/types';

/**
 * Names for the API shapes the back office reads and writes, taken from the generated OpenAPI
 * types (frontend/common/src/api/schema.gen.ts, `npm run gen:types`); never hand-written.
 * Shapes both apps use come from @bestellwerk/common/api/types; the rest are back-office-only aliases.
 */
type Schemas = components['schemas'];

export type { Config, DeliveryArea, Division };
export type ConfigRequest = Schemas['ConfigRequest'];
/** A branch as the back office sees it (with the order-board API key). */
export type Branch = Schemas['Branch'];
export type BranchRequest = Schemas['BranchRequest'];
export type BranchRef = Schemas['BranchRef'];
export type DeliveryAreaRequest = Schemas['DeliveryAreaRequest'];
export type OpeningHourRule = OpeningHourRuleDto;
export type OpeningHourRuleRequest = Schemas['OpeningHourRuleRequest'];
export type OpeningHourRuleType = Schemas['OpeningHourRuleTypeEnum'];
export type DefaultDeliveryMethod = Schemas['DefaultDeliveryMethodEnum'];
export type User = Schemas['User'];
export type UserRequest = Schemas['UserRequest'];
export type Role = Schemas['RoleEnum'];
export type CurrentUser = Schemas['CurrentUser'];
export type Department = Schemas['Department'];
export type Table = Schemas['Table'];
/** The address the tables' QR codes open, and whether guests could not reach it (a local one). */
export type QrAddress = Schemas['QrAddress'];
export type LogEntry = Schemas['LogEntry'];
export type LogUser = Schemas['LogUser'];
export type LogAction = Schemas['ActionEnum'];
export type InitEntry = Schemas['InitEntry'];
export type Order = Schemas['Order'];
export type Category = Schemas['Category'];
export type Tag = Schemas['Tag'];
export type Donatee = Schemas['Donatee'];
export type Product = Schemas['StaffProduct'];
export type ProductRequest = Schemas['StaffProductRequest'];
export type ProductType = Schemas['ProductTypeEnum'];
export type AlternativeUnitRequest = Schemas['AlternativeUnitRequest'];
export type CalculationModel = Schemas['CalculationModelEnum'];
export type LeadTimeType = Schemas['LeadTimeTypeEnum'];
export type Part = Schemas['Part'];
export type PartRequest = Schemas['PartRequest'];
export type PartType = Schemas['PartTypeEnum'];
export type PartOptionRequest = Schemas['PartOptionRequest'];
export type Modifier = Schemas['ModifierEnum'];
export type Menu = Schemas['Menu'];
export type MenuRequest = Schemas['MenuRequest'];
export type CatalogEntry = Schemas['CatalogEntry'];
export type UploadDetail = Schemas['UploadDetail'];
export type LibraryImage = Schemas['LibraryImage'];
/** A QR code (/q/<path> redirects to its target) with its scan count. */
export type QrCode = Schemas['QrCode'];
export type QrCodeRequest = Schemas['QrCodeRequest'];
export type QrTargetKind = Schemas['QrTargetKindEnum'];
/** A customer built from orders, with the figures of the orders the user reaches (crm). */
export type Customer = Schemas['CustomerDetail'];
export type ExternalUser = Schemas['ExternalUser'];
export type AnalyticsLead = Schemas['AnalyticsLead'];
/** Website builder (cms): a redirect path → target, and a navigation with nested items. */
export type Redirect = Schemas['Redirect'];
export type Navigation = Schemas['Navigation'];
export type Site = Schemas['Site'];
/** Website builder (cms): fonts, reusable block lists, content nodes (tags, forms, ...). */
export type Font = Schemas['Font'];
export type Block = Schemas['Block'];
export type Node = Schemas['Node'];
/** A visitor's answers to a public form ('Anfragen'), with the state of the form's actions. */
export type FormSubmission = Schemas['FormSubmission'];
/** Time tracking: worked time (with pauses), planned shifts and holidays, people with PINs, terminals. */
export type WorkingActivity = Schemas['WorkingActivity'];
export type WorkingSchedule = Schemas['WorkingSchedule'];
export type TimeTrackingPerson = Schemas['Person'];
export type TimeTrackingTerminal = Schemas['Terminal'];
/** Projects and tasks: members, unread markers per caller, comments; a person's profile figures. */
export type Project = Schemas['Project'];
export type Task = Schemas['Task'];
export type TaskStatus = Schemas['TaskStatusEnum'];
export type TaskComment = Schemas['Comment'];
export type UserProfileStatistic = Schemas['UserProfile'];

/** Devices (docs/devices.md): printers, counter tablets, time-clock terminals and screens of a branch, paired by code. */
export type Device = Schemas['Device'];
export type DeviceKind = Schemas['DeviceKindEnum'];
export type DevicePairRequest = Schemas['PairRequest'];
/** The code a new device page shows, for an existing device (POST /devices/{id}/pair). */
export type DevicePairExistingRequest = Schemas['PairExistingRequest'];
/** A new secret of a device (shown once): a time-clock terminal's address, the printer agent's secret file. */
export type DeviceSecret = Schemas['DeviceSecret'];
export type DeviceCommand = Schemas['Command'];
export type DeviceLog = Schemas['DeviceLog'];
/** An order's print job with its state ('gedruckt', 'fehlgeschlagen', 'in Warteschlange'). */
export type PrintJob = Schemas['PrintJobSummary'];
export type Receipt = Schemas['Receipt'];
/** Digital signage: scenes, segments ('Filmsequenz'), streams, TVs and their commands. */
export type Scene = Schemas['Scene'];
export type SceneLayout = Schemas['LayoutEnum'];
export type Segment = Schemas['Segment'];
export type SegmentScene = Schemas['SegmentScene'];
export type Stream = Schemas['Stream'];
export type StreamSlot = Schemas['StreamSlot'];
export type SignageDevice = Schemas['SignageDevice'];
export type SignageCommand = Schemas['SignageCommand'];
export type SignageCommandKind = Schemas['SignageCommandKindEnum'];
/** Image templates ('Bildvorlagen', docs/imaging.md): a size, a background and ordered layers. */
export type ImageTemplate = Schemas['ImageTemplate'];
/** A request to the AI provider as the log keeps it (contentai, administrators). */
export type AiRequest = Schemas['AiRequest'];

/** The record type of each back-office resource, by resource name. */
export interface ResourceRecords {
  orders: Order;
  branches: Branch;
  departments: Department;
  tables: Table;
  divisions: Division;
  users: User;
  logs: LogEntry;
  categories: Category;
  tags: Tag;
  donatees: Donatee;
  products: Product;
  menus: Menu;
  uploads: UploadDetail;
  images: LibraryImage;
  'qr-codes': QrCode;
  customers: Customer;
  'external-users': ExternalUser;
  'analytics-leads': AnalyticsLead;
  redirects: Redirect;
  navigations: Navigation;
  sites: Site;
  fonts: Font;
  blocks: Block;
  nodes: Node;
  'form-submissions': FormSubmission;
  'working-activities': WorkingActivity;
  'working-schedules': WorkingSchedule;
  'time-tracking-people': TimeTrackingPerson;
  'time-tracking-terminals': TimeTrackingTerminal;
  projects: Project;
  tasks: Task;
  devices: Device;
  scenes: Scene;
  'digital-signage-segments': Segment;
  'digital-signage-streams': Stream;
  'digital-signage-devices': SignageDevice;
  'image-templates': ImageTemplate;
  'content-ai/requests': AiRequest;
}

export type ResourceName = keyof ResourceRecords;

/** What each resource folder exports (mounted in App.tsx). */
export interface ResourceModule<R extends ResourceName> {
  list: ComponentType;
  edit?: ComponentType;
  create?: ComponentType;
  show?: ComponentType;
  icon: ComponentType;
  recordRepresentation: (keyof ResourceRecords[R] & string) | ((record: ResourceRecords[R]) => string);
}
