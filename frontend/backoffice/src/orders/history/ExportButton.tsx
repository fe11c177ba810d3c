import Button from '@mui/material/Button';
import DownloadIcon from '@mui/icons-material/Download';
import { useListContext, useTranslate } from 'react-admin';
import { exportUrl } from '../exportUrl';

/** Downloads GET /api/orders/export (CSV) with the list's current filters. */
export function ExportButton() {
  const { filterValues } = useListContext();
  const translate = useTranslate();
  return (
    <Button size="small" startIcon={<DownloadIcon />} href={exportUrl(filterValues)} download>
      {translate('resources.orders.actions.export')}
    </Button>
  );
}
