/**
 * 'Mit KI entwerfen' in the page editor (administrators, only while the AI functions are set up): a brief, the
 * background job with its progress and 'Abbrechen', then the proposal block by block. 'Übernehmen' puts that one
 * block into the form (saved as usual with 'Speichern'), 'Verwerfen' drops it; nothing changes without the click.
 */
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import AutoAwesomeIcon from '@mui/icons-material/AutoAwesome';
import { useState } from 'react';
import { useFormContext } from 'react-hook-form';
import { usePermissions, useRecordContext, useTranslate } from 'react-admin';
import { isAdmin } from '../../api/authProvider';
import { startSiteDraft, useAiStatus, type ProposedBlock, type SiteDraftResult } from '../../api/contentAi';
import { useJob, type Job } from '../../api/jobs';
import { JobProgress } from '../../components/JobProgress';
import { applyProposal, proposalText } from './proposal';

const T = 'bestellwerk.contentAi';
const BRIEF_LENGTH = 1000;

type Decision = 'applied' | 'discarded';

function blocksOf(content: unknown): number {
  const body = (content as { body?: unknown } | null | undefined)?.body;
  return Array.isArray(body) ? body.length : 0;
}

function Proposal({
  proposal,
  blockCount,
  decision,
  onApply,
  onDiscard,
}: {
  proposal: ProposedBlock;
  /** how many blocks the page had when the draft was asked for: a proposal past them is a new block */
  blockCount: number;
  decision?: Decision;
  onApply: () => void;
  onDiscard: () => void;
}) {
  const translate = useTranslate();
  const heading =
    proposal.index === null
      ? translate(`${T}.site.pageFields`)
      : proposal.index >= blockCount
        ? translate(`${T}.site.newBlock`, { label: proposal.label })
        : translate(`${T}.site.block`, { position: proposal.index + 1, label: proposal.label });
  const invalid = proposal.errors.length > 0;
  return (
    <Card variant="outlined" component="li" aria-label={heading}>
      <CardContent sx={{ pb: 0 }}>
        <Typography variant="subtitle1" component="h3">
          {heading}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ whiteSpace: 'pre-wrap' }}>
          {proposalText(proposal.content)}
        </Typography>
        {invalid && (
          <Alert severity="warning" sx={{ mt: 1 }}>
            {translate(`${T}.site.invalid`)}
            <Box component="ul" sx={{ m: 0, pl: 2 }}>
              {proposal.errors.map((error) => (
                <li key={`${error.path}-${error.code}`}>{error.message}</li>
              ))}
            </Box>
          </Alert>
        )}
      </CardContent>
      <CardActions>
        {decision ? (
          <Typography variant="body2" role="status">
            {translate(`${T}.site.${decision}`)}
          </Typography>
        ) : (
          <>
            <Button onClick={onApply} disabled={invalid} variant="contained" size="small">
              {translate(`${T}.site.apply`)}
            </Button>
            <Button onClick={onDiscard} size="small">
              {translate(`${T}.site.discard`)}
            </Button>
          </>
        )}
      </CardActions>
    </Card>
  );
}

function DraftJob({ first, onAgain }: { first: Job; onAgain: () => void }) {
  const translate = useTranslate();
  const { getValues, setValue } = useFormContext();
  const { data: job = first } = useJob(first.id, first);
  const [canceled, setCanceled] = useState<Job | null>(null);
  const [decisions, setDecisions] = useState<Record<number, Decision>>({});
  const [blockCount] = useState(() => blocksOf(getValues('content')));
  const shown = canceled ?? job;
  if (shown.status === 'queued' || shown.status === 'running') {
    return <JobProgress job={shown} text={translate(`${T}.site.running`)} onCanceled={setCanceled} />;
  }
  if (shown.status !== 'done') {
    return (
      <Box sx={{ display: 'grid', gap: 1.5 }}>
        <Alert severity={shown.status === 'canceled' ? 'info' : 'error'}>
          {shown.status === 'canceled' ? translate('bestellwerk.jobs.canceled') : shown.error}
        </Alert>
        <Box>
          <Button onClick={onAgain}>{translate(`${T}.again`)}</Button>
        </Box>
      </Box>
    );
  }
  const proposals = (shown.result as SiteDraftResult | undefined)?.blocks ?? [];
  const apply = (proposal: ProposedBlock, position: number) => {
    setValue('content', applyProposal(getValues('content'), proposal), { shouldDirty: true });
    setDecisions((current) => ({ ...current, [position]: 'applied' }));
  };
  return (
    <Box sx={{ display: 'grid', gap: 1.5 }}>
      <Typography variant="body2">{translate(`${T}.site.intro`)}</Typography>
      {proposals.length === 0 && <Alert severity="info">{translate(`${T}.site.empty`)}</Alert>}
      <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1.5 }}>
        {proposals.map((proposal, position) => (
          <Proposal
            key={position}
            proposal={proposal}
            blockCount={blockCount}
            decision={decisions[position]}
            onApply={() => apply(proposal, position)}
            onDiscard={() => setDecisions((current) => ({ ...current, [position]: 'discarded' }))}
          />
        ))}
      </Box>
    </Box>
  );
}

export function SiteDraftButton() {
  const translate = useTranslate();
  const record = useRecordContext<{ id: number }>();
  const { permissions } = usePermissions();
  const { data: status } = useAiStatus();
  const [open, setOpen] = useState(false);
  const [brief, setBrief] = useState('');
  const [job, setJob] = useState<Job | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [starting, setStarting] = useState(false);
  if (!record || !status?.enabled || !isAdmin(permissions)) return null;

  const start = async () => {
    setStarting(true);
    setError(null);
    try {
      setJob(await startSiteDraft(record.id, brief.trim()));
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : translate(`${T}.startFailed`));
    } finally {
      setStarting(false);
    }
  };
  const close = () => {
    setOpen(false);
    setJob(null);
  };
  const tooLong = brief.length > BRIEF_LENGTH;
  return (
    <>
      <Button startIcon={<AutoAwesomeIcon />} onClick={() => setOpen(true)} sx={{ alignSelf: 'flex-start', my: 1 }}>
        {translate(`${T}.site.button`)}
      </Button>
      <Dialog open={open} onClose={close} fullWidth maxWidth="md" aria-labelledby="site-draft-title">
        <DialogTitle id="site-draft-title">{translate(`${T}.site.title`)}</DialogTitle>
        <DialogContent>
          {job ? (
            <DraftJob key={job.id} first={job} onAgain={() => setJob(null)} />
          ) : (
            <Box sx={{ display: 'grid', gap: 1.5, pt: 1 }}>
              <TextField
                label={translate(`${T}.site.brief`)}
                helperText={translate(`${T}.site.briefHelp`)}
                value={brief}
                onChange={(event) => setBrief(event.target.value)}
                error={tooLong}
                multiline
                minRows={3}
                autoFocus
              />
              {error && <Alert severity="error">{error}</Alert>}
            </Box>
          )}
        </DialogContent>
        <DialogActions>
          {!job && (
            <Button variant="contained" onClick={start} disabled={starting || !brief.trim() || tooLong}>
              {translate(`${T}.site.start`)}
            </Button>
          )}
          <Button onClick={close}>{translate(`${T}.close`)}</Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
