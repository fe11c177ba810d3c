import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import CircularProgress from '@mui/material/CircularProgress';
import LinearProgress from '@mui/material/LinearProgress';
import { ThemeProvider, createTheme } from '@mui/material/styles';
import type { ThemeOptions } from '@mui/material/styles';
import { buildMuiTheme } from './muiTheme';

describe('loading indicators of the back office', () => {
  it('are progressbars with a German name (axe aria-progressbar-name)', () => {
    render(
      <ThemeProvider theme={createTheme(buildMuiTheme('apollo') as ThemeOptions)}>
        <CircularProgress />
        <LinearProgress />
        <CircularProgress aria-label="Bild wird hochgeladen" />
      </ThemeProvider>,
    );
    expect(screen.getAllByRole('progressbar').map((bar) => bar.getAttribute('aria-label'))).toEqual([
      'Wird geladen …',
      'Wird geladen …',
      'Bild wird hochgeladen',
    ]);
  });
});
