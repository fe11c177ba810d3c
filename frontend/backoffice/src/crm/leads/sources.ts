/** The lead sources (server: crm.models.LeadSource) with their German names from the catalogue. */
export const LEAD_SOURCES = ['form', 'newsletter', 'qr-code', 'manual'] as const;

export const sourceChoices = LEAD_SOURCES.map((id) => ({ id, name: `resources.analytics-leads.sources.${id}` }));
