import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useTranslate } from 'react-admin';
import type { TimeTrackingTerminal } from '../../api/types';
import { terminalPage } from './api';

const T = 'resources.time-tracking-terminals';

/** The address of a terminal with its new key: shown once, after the creation or a new key. */
export function TerminalAddressDialog({ terminal, onClose }: { terminal: TimeTrackingTerminal; onClose: () => void }) {
  const translate = useTranslate();
  if (!terminal.url) return null;
  const page = terminalPage(terminal.url);
  return (
    <Dialog open onClose={onClose} aria-labelledby="terminal-address-title" fullWidth maxWidth="sm">
      <DialogTitle id="terminal-address-title">{translate(`${T}.address.title`, { name: terminal.name })}</DialogTitle>
      <DialogContent sx={{ display: 'grid', gap: 2 }}>
        <DialogContentText>{translate(`${T}.address.text`)}</DialogContentText>
        <Box component="code" sx={{ wordBreak: 'break-all', p: 1, bgcolor: 'action.hover', borderRadius: 1 }}>
          {page}
        </Box>
        <Box>
          <Button variant="contained" href={page} target="_blank" rel="noreferrer">
            {translate(`${T}.open`)}
          </Button>
        </Box>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate(`${T}.address.close`)}</Button>
      </DialogActions>
    </Dialog>
  );
}
