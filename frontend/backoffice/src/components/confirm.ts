/** react-admin's Confirm as a module of its own, for LazyConfirm.tsx's lazy import. */
export { Confirm as default } from 'react-admin';
