/** Drafts of sites, nodes and blocks: autosave while editing, the status line, the form starting from the draft. */
export { DraftStatus } from './DraftStatus';
export { AUTOSAVE_DELAY, saveDraft, useDraftAutosave, type DraftResource } from './useDraftAutosave';

/** A record with its draft applied (the form starts from the last autosaved state). */
export function withDraft<T extends { draft?: Record<string, unknown> | null }>(record: T): T {
  return record.draft ? { ...record, ...(record.draft as Partial<T>) } : record;
}
