import PrintIcon from '@mui/icons-material/Print';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import MenuItem from '@mui/material/MenuItem';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { useGetList, useListFilterContext, useTranslate } from 'react-admin';
import type { Branch } from '../../api/types';
import { useQrAddress } from '../../api/qrAddress';
import { LABEL_LAYOUTS, labelsUrl } from './tableLinks';
import type { LabelLayout } from './tableLinks';

const T = 'resources.tables.labels';

interface LabelsDialogProps {
  open: boolean;
  onClose: () => void;
  /** preselected branch (the list's branch filter) */
  branch?: number;
}

/** Choose layout and branch, then open the A4 label sheet (PDF) in a new tab. */
export function LabelsDialog({ open, onClose, branch }: LabelsDialogProps) {
  const translate = useTranslate();
  const [layout, setLayout] = useState<LabelLayout>('compact');
  const [chosen, setChosen] = useState<number | ''>(branch ?? '');
  const { data: branches = [] } = useGetList<Branch>(
    'branches',
    { pagination: { page: 1, perPage: 1000 }, sort: { field: 'name', order: 'ASC' } },
    { enabled: open },
  );
  const selected = chosen === '' ? branches[0]?.id : chosen;
  const { data: address } = useQrAddress(open);
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby="labels-title" fullWidth maxWidth="xs">
      <DialogTitle id="labels-title">{translate(`${T}.title`)}</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>{translate(`${T}.intro`)}</DialogContentText>
        {address?.isLocal ? (
          <Alert severity="warning" sx={{ mb: 2 }}>
            {translate(`${T}.localAddress`, { address: address.baseUrl })}
          </Alert>
        ) : null}
        <TextField
          select
          fullWidth
          label={translate(`${T}.branch`)}
          value={selected ?? ''}
          onChange={(event) => setChosen(Number(event.target.value))}
          sx={{ mb: 2 }}
        >
          {branches.map((option) => (
            <MenuItem key={option.id} value={option.id}>
              {option.name}
            </MenuItem>
          ))}
        </TextField>
        <FormControl>
          <FormLabel id="labels-layout">{translate(`${T}.layout`)}</FormLabel>
          <RadioGroup
            aria-labelledby="labels-layout"
            value={layout}
            onChange={(event) => setLayout(event.target.value as LabelLayout)}
          >
            {LABEL_LAYOUTS.map((option) => (
              <FormControlLabel key={option} value={option} control={<Radio />} label={translate(`${T}.${option}`)} />
            ))}
          </RadioGroup>
        </FormControl>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate(`${T}.cancel`)}</Button>
        <Button
          component="a"
          variant="contained"
          startIcon={<PrintIcon />}
          href={selected === undefined ? undefined : labelsUrl(selected, layout)}
          disabled={selected === undefined}
          target="_blank"
          rel="noopener"
          onClick={onClose}
        >
          {translate(`${T}.open`)}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

/** The list's "Etiketten drucken" action; starts with the branch the list is filtered by. */
export function LabelsButton() {
  const translate = useTranslate();
  const { filterValues } = useListFilterContext();
  const [open, setOpen] = useState(false);
  const filtered = Number(filterValues?.branch);
  return (
    <>
      <Button size="small" startIcon={<PrintIcon />} onClick={() => setOpen(true)}>
        {translate(`${T}.action`)}
      </Button>
      {open ? (
        <LabelsDialog
          open
          onClose={() => setOpen(false)}
          branch={Number.isInteger(filtered) && filtered > 0 ? filtered : undefined}
        />
      ) : null}
    </>
  );
}
