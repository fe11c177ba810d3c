import { describe, expect, it } from 'vitest';
import { exportUrl } from './ExportButton';

describe('the export address of the Anfragen', () => {
  it('carries the list filters and leaves empty ones out', () => {
    expect(exportUrl({ q: 'Müller', form: 3, from: '2026-11-01', to: '' })).toBe(
      '/api/form-submissions/export?q=M%C3%BCller&form=3&from=2026-11-01',
    );
  });

  it('is the bare export without filters', () => {
    expect(exportUrl({})).toBe('/api/form-submissions/export');
  });
});
