/**
 * Names for the API shapes the frontends read, taken from the generated OpenAPI types
 * (schema.gen.ts, `npm run gen:types`); never hand-written.
 */
import type { components } from './schema.gen';

type Schemas = components['schemas'];

export type Config = Schemas['Config'];
export type Division = Schemas['Division'];
/** A branch as the public endpoints return it (without apiKey). */
export type Branch = Schemas['PublicBranch'];
export type DeliveryArea = Schemas['DeliveryArea'];
export type OpeningHourRuleDto = Schemas['OpeningHourRule'];
/** The order as the public status page and the checkout's create call return it. */
export type PublicOrder = Schemas['PublicOrder'];
export type CreatedOrder = Schemas['CreatedOrder'];
export type OrderDraftRequest = Schemas['OrderDraftRequest'];
export type QuestionnaireRequest = Schemas['QuestionnaireRequest'];
export type PublicTable = Schemas['PublicTable'];
