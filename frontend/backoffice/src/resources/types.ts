import type { ComponentType } from 'react';
import type { RaRecord } from 'react-admin';

/** What each resource folder exports (mounted in App.tsx). */
export interface ResourceModule {
  list: ComponentType;
  edit?: ComponentType;
  create?: ComponentType;
  show?: ComponentType;
  icon: ComponentType;
  recordRepresentation: string | ((record: RaRecord) => string);
}
