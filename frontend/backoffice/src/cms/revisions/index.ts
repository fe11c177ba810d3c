/** The 'Verlauf' (revisions with diff and restore) of every website-builder edit screen. */
export { RevisionsButton } from './RevisionsButton';
export { EditActions } from './EditActions';
export { diffRevision, showValue, revisionTime } from './revisionDiff';
