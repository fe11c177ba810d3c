import type { ReactNode } from 'react';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';

interface SectionProps {
  title: string;
  /** the children a grid with space between them (a form's fields); otherwise they follow each other as blocks */
  spaced?: boolean;
  children: ReactNode;
}

/** One outlined part of a page with its heading, a region named by its title (order details, phone order). */
export function Section({ title, spaced = false, children }: SectionProps) {
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-label={title}
      sx={spaced ? { p: 2, display: 'grid', gap: 2 } : { p: 2 }}
    >
      <Typography variant="h6" component="h2" gutterBottom={!spaced}>
        {title}
      </Typography>
      {children}
    </Paper>
  );
}
