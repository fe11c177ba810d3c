/**
 * The edit screen's line above the form of a site, node or block: the loaded draft (with 'Entwurf verwerfen',
 * asked first: 'Entwurf verwerfen?') and the autosave status. The texts are the same for all three (resources.sites.draft).
 */
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Confirm, useNotify, useRecordContext, useRefresh, useTranslate } from 'react-admin';
import type { ApiErrorItem } from '@bestellwerk/common/api/client';
import { request } from '../../api/http';
import { siteMessages } from '../../i18n/cmsSites';
import { useDraftAutosave, type DraftResource } from './useDraftAutosave';

const T = 'resources.sites.draft';
const time = (value: Date | string) =>
  new Intl.DateTimeFormat('de-AT', { dateStyle: 'short', timeStyle: 'short' }).format(new Date(value));

interface DraftRecord {
  id: number;
  draft?: Record<string, unknown> | null;
  draftSavedAt?: string | null;
  draftSavedBy?: string | null;
}

interface DraftStatusProps {
  resource: DraftResource;
  /** the editable body of the form's values, as a save would send it */
  payload: (values: Record<string, unknown>) => unknown;
  /** words a refused draft's error in the content ('Inhalt, Block 5 „Karte“, …'), see cms/content */
  describe?: (error: ApiErrorItem, body: unknown) => string | undefined;
}

export function DraftStatus({ resource, payload, describe }: DraftStatusProps) {
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const record = useRecordContext<DraftRecord>();
  const [discarded, setDiscarded] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [discarding, setDiscarding] = useState(false);
  const status = useDraftAutosave(resource, record?.id, payload, describe);
  const discard = async () => {
    if (!record) return;
    setDiscarding(true);
    try {
      await request(
        `/${resource}/${record.id}/draft`,
        { fallback: siteMessages.draft.discardFailed },
        { method: 'DELETE' },
      );
      setDiscarded(true);
      refresh();
    } catch (error) {
      notify((error as Error).message, { type: 'error' });
    } finally {
      setDiscarding(false);
      setConfirming(false);
    }
  };
  const line =
    status.state === 'saving'
      ? translate(`${T}.saving`)
      : status.state === 'saved'
        ? `${translate(`${T}.saved`)} (${time(status.at)})`
        : status.state === 'failed'
          ? `${translate(`${T}.failed`)} ${status.message === translate(`${T}.failed`) ? '' : status.message}`.trim()
          : translate(`${T}.hint`);
  return (
    <Box sx={{ width: '100%', mb: 2, display: 'grid', gap: 1 }}>
      {record?.draft && record.draftSavedAt && !discarded ? (
        <Alert
          severity="info"
          action={
            <Button color="inherit" size="small" onClick={() => setConfirming(true)}>
              {translate(`${T}.discard`)}
            </Button>
          }
        >
          {translate(`${T}.loaded`, { time: time(record.draftSavedAt), user: record.draftSavedBy ?? '' })}
        </Alert>
      ) : null}
      <Confirm
        isOpen={confirming}
        loading={discarding}
        title={`${T}.discardTitle`}
        content={`${T}.discardContent`}
        confirm={`${T}.discardConfirm`}
        cancel={`${T}.discardCancel`}
        onConfirm={() => void discard()}
        onClose={() => setConfirming(false)}
      />
      <Typography role="status" variant="body2" color={status.state === 'failed' ? 'error' : 'text.secondary'}>
        {line}
      </Typography>
    </Box>
  );
}
