import AutoAwesomeIcon from '@mui/icons-material/AutoAwesomeMosaic';
import Button from '@mui/material/Button';
import { useState } from 'react';
import { useRecordContext, useTranslate } from 'react-admin';
import type { ImageTemplate } from '../../types';
import { GenerateDialog } from './GenerateDialog';

/** 'Bilder erzeugen' of a saved template (the edit page's actions). */
export function GenerateButton() {
  const translate = useTranslate();
  const template = useRecordContext<ImageTemplate>();
  const [open, setOpen] = useState(false);
  if (!template) return null;
  return (
    <>
      <Button startIcon={<AutoAwesomeIcon />} onClick={() => setOpen(true)} size="small">
        {translate('resources.image-templates.generate.open')}
      </Button>
      {open ? <GenerateDialog template={template} onClose={() => setOpen(false)} /> : null}
    </>
  );
}
