/**
 * The media library's picker dialog, loaded when it is first opened: the inputs and widgets that offer it ('Aus der
 * Mediathek') are shown at once, the dialog (its search, thumbnails and upload, about 3 KB gzip) only on the click.
 * Once opened it stays mounted, as the real dialog does, so that it closes with its transition and keeps its search.
 */
import { Suspense, lazy, useState } from 'react';
import type { ImagePickerDialogProps } from './ImagePickerDialog';

const Dialog = lazy(() => import('./ImagePickerDialog').then((module) => ({ default: module.ImagePickerDialog })));

export function ImagePickerDialog(props: ImagePickerDialogProps) {
  const [opened, setOpened] = useState(props.open);
  if (props.open && !opened) setOpened(true);
  return opened ? (
    <Suspense fallback={null}>
      <Dialog {...props} />
    </Suspense>
  ) : null;
}
