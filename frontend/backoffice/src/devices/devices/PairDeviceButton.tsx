/**
 * 'Gerät koppeln' on the device list (and its empty state). The dialog (its form, the code input, the branch
 * Autocomplete) is a module of its own, loaded when the button is pointed at, focused or pressed, not with the list.
 */
import { Suspense, lazy, useState } from 'react';
import Button from '@mui/material/Button';
import type { ButtonProps } from '@mui/material/Button';
import LinkIcon from '@mui/icons-material/Link';
import { useTranslate } from 'react-admin';

const T = 'resources.devices.pair';

const loadDialog = () => import('./PairDeviceDialog');
const PairDeviceDialog = lazy(loadDialog);

/** The button of the list (and of its empty state) that opens 'Gerät koppeln'. */
export function PairDeviceButton({ variant = 'text' }: { variant?: ButtonProps['variant'] }) {
  const translate = useTranslate();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button
        variant={variant}
        startIcon={<LinkIcon />}
        onClick={() => setOpen(true)}
        onPointerEnter={() => void loadDialog()}
        onFocus={() => void loadDialog()}
      >
        {translate(`${T}.button`)}
      </Button>
      {open ? (
        <Suspense fallback={null}>
          <PairDeviceDialog onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </>
  );
}
