import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import { Button, useRecordContext, useTranslate } from 'react-admin';
import { previewUrl } from './siteValues';

/** 'Vorschau': the saved page with its draft, as the public would see it, in a new tab. */
export function PreviewButton() {
  const translate = useTranslate();
  const record = useRecordContext<{ path?: string }>();
  if (!record) return null;
  return (
    <Button
      label="resources.sites.preview"
      title={translate('resources.sites.previewHint')}
      onClick={() => window.open(previewUrl(record.path), '_blank', 'noopener')}
    >
      <OpenInNewIcon />
    </Button>
  );
}
