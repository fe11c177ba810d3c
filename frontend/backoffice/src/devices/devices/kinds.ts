import type { DeviceKind } from '../../api/types';

export const DEVICE_KINDS: readonly DeviceKind[] = ['printer', 'tablet', 'terminal', 'screen'];

/** The kinds as choices of a select; react-admin translates the names ('Drucker', 'Tablet (Theke)', ...). */
export const kindChoices = DEVICE_KINDS.map((kind) => ({ id: kind, name: `resources.devices.kinds.${kind}` }));
