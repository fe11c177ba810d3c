/**
 * The content editor as the website builder's screens use it: ContentInput (its widgets, the block lists with drag
 * and drop, the rich text and image widgets, about 35 KB gzip) loads beside the content schema it needs, not with the
 * screen. Until it is there, the place shows what ContentInput shows while the schema loads ('Inhalt wird geladen').
 */
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { Suspense, lazy } from 'react';
import { useTranslate } from 'react-admin';
import type { ContentInputProps } from './ContentInput';

const Editor = lazy(() => import('./ContentInput').then((module) => ({ default: module.ContentInput })));

function ContentLoading() {
  const translate = useTranslate();
  return (
    <Box role="status" sx={{ my: 2 }}>
      <LinearProgress aria-hidden />
      <Typography variant="body2">{translate('resources.cmsContent.loading')}</Typography>
    </Box>
  );
}

export function ContentInput(props: ContentInputProps) {
  return (
    <Suspense fallback={<ContentLoading />}>
      <Editor {...props} />
    </Suspense>
  );
}
