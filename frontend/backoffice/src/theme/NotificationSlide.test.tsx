import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import Snackbar from '@mui/material/Snackbar';
import { ThemeProvider, createTheme } from '@mui/material/styles';
import type { ThemeOptions } from '@mui/material/styles';
import { buildMuiTheme } from './muiTheme';

describe('notifications of the back office', () => {
  it('slide in without fading, so their text has its full contrast from the first frame', () => {
    render(
      <ThemeProvider theme={createTheme(buildMuiTheme('apollo') as ThemeOptions)}>
        <Snackbar open message="Eintrag gespeichert" />
      </ThemeProvider>,
    );
    const snackbar = screen.getByText('Eintrag gespeichert').closest('.MuiSnackbarContent-root') as HTMLElement;
    // MUI's default Grow starts at opacity 0 (and scale); the slide moves the notification, never its opacity
    expect(snackbar.style.opacity).toBe('');
    expect(snackbar.style.transition).toMatch(/^transform /);
    expect(snackbar.style.transition).not.toMatch(/opacity/);
  });
});
