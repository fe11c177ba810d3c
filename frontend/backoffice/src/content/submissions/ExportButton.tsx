import Button from '@mui/material/Button';
import DownloadIcon from '@mui/icons-material/Download';
import { useListContext, useTranslate } from 'react-admin';

/** GET /api/form-submissions/export with the list's filters: CSV (semicolons, UTF-8 with BOM). */
export function exportUrl(filter: Record<string, unknown>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(filter)) {
    if (value !== undefined && value !== null && value !== '') params.append(key, String(value));
  }
  const search = params.toString();
  return `/api/form-submissions/export${search ? `?${search}` : ''}`;
}

export function ExportButton() {
  const { filterValues } = useListContext();
  const translate = useTranslate();
  return (
    <Button size="small" startIcon={<DownloadIcon />} href={exportUrl(filterValues)} download>
      {translate('resources.form-submissions.actions.export')}
    </Button>
  );
}
