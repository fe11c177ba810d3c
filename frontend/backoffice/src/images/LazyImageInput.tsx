/**
 * The image input (upload, media library, alt texts, order of the images) loaded when it is shown: for a form tab that
 * mounts its fields when opened (components/FormTabWhenOpened.tsx). Meanwhile a progress bar says 'Wird geladen …'.
 */
import LinearProgress from '@mui/material/LinearProgress';
import { Suspense, lazy } from 'react';
import { useTranslate } from 'react-admin';
import type { ImageInputProps } from './ImageInput';

const Input = lazy(() => import('./ImageInput').then((module) => ({ default: module.ImageInput })));

function Loading() {
  const translate = useTranslate();
  return <LinearProgress aria-label={translate('ra.page.loading')} sx={{ my: 2 }} />;
}

export function ImageInput(props: ImageInputProps) {
  return (
    <Suspense fallback={<Loading />}>
      <Input {...props} />
    </Suspense>
  );
}
