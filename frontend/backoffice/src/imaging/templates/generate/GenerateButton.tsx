import AutoAwesomeIcon from '@mui/icons-material/AutoAwesomeMosaic';
import Button from '@mui/material/Button';
import { Suspense, lazy, useState } from 'react';
import { useRecordContext, useTranslate } from 'react-admin';
import type { ImageTemplate } from '../../types';

// the dialog (its product search with MUI's Autocomplete, values and progress) loads when the button is pointed at,
// focused or pressed, not with the editor
const loadDialog = () => import('./GenerateDialog');
const GenerateDialog = lazy(() => loadDialog().then((module) => ({ default: module.GenerateDialog })));

/** 'Bilder erzeugen' of a saved template (the edit page's actions). */
export function GenerateButton() {
  const translate = useTranslate();
  const template = useRecordContext<ImageTemplate>();
  const [open, setOpen] = useState(false);
  if (!template) return null;
  return (
    <>
      <Button
        startIcon={<AutoAwesomeIcon />}
        onClick={() => setOpen(true)}
        onPointerEnter={() => void loadDialog()}
        onFocus={() => void loadDialog()}
        size="small"
      >
        {translate('resources.image-templates.generate.open')}
      </Button>
      {open ? (
        <Suspense fallback={null}>
          <GenerateDialog template={template} onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </>
  );
}
