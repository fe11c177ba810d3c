/** Builds the react-admin (MUI) theme for one of the five colour themes of the spec. */
import { defaultTheme } from 'react-admin';
import type { RaThemeOptions } from 'react-admin';
import { THEME_FONT, findTheme } from '@bestellwerk/common/themes';
import type { ThemeName } from '@bestellwerk/common/themes';
import { NotificationSlide } from './NotificationSlide';

type CheckboxOwnState = { 'aria-label'?: string; inputProps?: Record<string, unknown> };

/** .25rem at the browser's default 16px; MUI multiplies this number, so it cannot be a rem string. */
const BORDER_RADIUS_PX = 4;

export function buildMuiTheme(name: ThemeName | string | null | undefined): RaThemeOptions {
  const colours = findTheme(name);
  return {
    ...defaultTheme,
    palette: {
      mode: 'light',
      primary: { main: colours.black, contrastText: colours.white },
      secondary: { main: colours.black, contrastText: colours.white },
      background: { default: colours.white, paper: '#ffffff' },
      text: { primary: colours.black },
      // MUI's default orange (#ed6c02) and light blue (#0288d1) carry white text below 4.5:1 (WCAG AA):
      // 'Neu' chips on the order list; these darker tones keep the hue and pass
      warning: { main: '#a84b00', contrastText: '#ffffff' },
      info: { main: '#01579b', contrastText: '#ffffff' },
    },
    shape: { borderRadius: BORDER_RADIUS_PX },
    typography: { fontFamily: THEME_FONT },
    // wide enough for 'Verpasste Bestellungen' and 'Hochgeladene Dateien'; longer labels wrap, never cut off
    sidebar: { width: 270, closedWidth: 55 },
    components: {
      ...defaultTheme.components,
      RaAppBar: {
        styleOverrides: {
          root: { '& .RaAppBar-toolbar': { backgroundColor: colours.black, color: colours.white } },
        },
      },
      // react-admin's row checkboxes put their aria-label on MUI's wrapper <span> (not allowed there,
      // and the input stays unnamed): move a checkbox's aria-label onto its input
      MuiCheckbox: {
        defaultProps: {
          slotProps: {
            root: (ownerState: CheckboxOwnState) => (ownerState['aria-label'] ? { 'aria-label': undefined } : {}),
            input: (ownerState: CheckboxOwnState) => ({
              ...ownerState.inputProps,
              ...(ownerState['aria-label'] ? { 'aria-label': ownerState['aria-label'] } : {}),
            }),
          },
        },
      },
      RaMenuItemLink: {
        styleOverrides: {
          root: { whiteSpace: 'normal', '& .MuiTypography-noWrap': { whiteSpace: 'normal', overflow: 'visible' } },
        },
      },
      MuiAppBar: {
        styleOverrides: { root: { backgroundColor: colours.black, color: colours.white } },
      },
      // list editors (opening hours, delivery areas, parts): remove and reorder always show, not only
      // on mouse hover, so keyboard and touch users reach them
      // notifications slide in, never fade: full contrast from their first frame (NotificationSlide)
      MuiSnackbar: { defaultProps: { slots: { transition: NotificationSlide } } },
      // react-admin's loading spinners (a list loading, a save) are progressbars without a name (axe
      // aria-progressbar-name): every one says what it is, unless its place names it otherwise
      MuiCircularProgress: { defaultProps: { 'aria-label': 'Wird geladen …' } },
      MuiLinearProgress: { defaultProps: { 'aria-label': 'Wird geladen …' } },
      // react-admin keeps the bulk actions toolbar in the page while nothing is selected (height 0, clipped): its
      // buttons stayed tabbable, and its 'Löschen' lay over the table's last header, which axe's target-size
      // sometimes counted (flaky customers.spec.ts). Collapsed, it is hidden: no tab stop, no target
      RaBulkActionsToolbar: {
        styleOverrides: { root: { '& .RaBulkActionsToolbar-collapsed': { visibility: 'hidden' } } },
      },
      RaSimpleFormIterator: {
        styleOverrides: { root: { '& .RaSimpleFormIterator-action': { visibility: 'visible' } } },
      },
    },
  };
}
