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
/** The consent configuration (services, tag ids) with its version hash. */
export type ConsentConfiguration = Schemas['ConsentConfiguration'];
export type ConsentConfigurationRequest = Schemas['ConsentConfigurationRequest'];
export type ConsentService = Schemas['ConsentService'];
export type ConsentStorageEntry = Schemas['ConsentStorageEntry'];
export type ConsentIntent = Schemas['ConsentIntentEnum'];
export type ConsentDecision = Schemas['ConsentDecisionEnum'];
export type ConsentDecisionRequest = Schemas['ConsentDecisionRequest'];
export type ConsentRecorded = Schemas['ConsentRecorded'];
export type ConsentRecord = Schemas['ConsentRecord'];
export type ConsentVersion = Schemas['ConsentVersion'];
export type ConsentSummary = Schemas['ConsentSummary'];
