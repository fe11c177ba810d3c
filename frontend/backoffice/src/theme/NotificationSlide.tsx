import Slide from '@mui/material/Slide';
import type { TransitionProps } from '@mui/material/transitions';
import type { ReactElement, Ref } from 'react';

/**
 * How every snackbar (react-admin's notifications: 'Eintrag gespeichert', errors, undo) comes and goes: it slides
 * in from the bottom edge instead of MUI's default Grow, which fades the opacity. A fading notification is
 * under 4.5:1 for a moment (white on a half-transparent green), so someone reading it early reads it faintly;
 * a sliding one has its full contrast from the first frame.
 */
export function NotificationSlide(props: TransitionProps & { children: ReactElement; ref?: Ref<unknown> }) {
  return <Slide {...props} direction="up" />;
}
