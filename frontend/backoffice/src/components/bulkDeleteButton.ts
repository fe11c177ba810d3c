/** react-admin's BulkDeleteWithConfirmButton as a module of its own, for listDefaults.tsx's lazy import. */
export { BulkDeleteWithConfirmButton as default } from 'react-admin';
