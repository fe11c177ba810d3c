/** A font shown in itself: its stylesheet (/fonts/google/{family}/style-{variant}.embed.css) is loaded. */
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useRecordContext, useTranslate } from 'react-admin';
import type { Font } from '../../api/types';

const T = 'resources.fonts';

const weightOf = (variant = 'regular') => Number.parseInt(variant, 10) || 400;
const styleOf = (variant = 'regular') => (variant.includes('italic') ? 'italic' : 'normal');

/** One line of sample text in the font (the list's column). */
export function FontSample({ font, text }: { font: Pick<Font, 'family' | 'variant' | 'url'>; text?: string }) {
  const translate = useTranslate();
  return (
    <>
      <link rel="stylesheet" href={font.url} precedence="default" />
      <Box
        component="span"
        sx={{
          fontFamily: `'${font.family}', sans-serif`,
          fontWeight: weightOf(font.variant),
          fontStyle: styleOf(font.variant),
        }}
      >
        {text ?? translate(`${T}.sample`)}
      </Box>
    </>
  );
}

/** The edit screen's preview: a heading and a paragraph in the saved font, and the stylesheet address. */
export function FontPreview() {
  const translate = useTranslate();
  const font = useRecordContext<Font>();
  if (!font) return null;
  return (
    <Box
      component="section"
      aria-labelledby="font-preview-title"
      sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 2, mt: 2 }}
    >
      <Typography id="font-preview-title" variant="subtitle1" component="h2">
        {translate(`${T}.preview`)}
      </Typography>
      <Typography variant="h5" component="p" sx={{ my: 1 }}>
        <FontSample font={font} text={translate(`${T}.sampleHeading`)} />
      </Typography>
      <Typography component="p">
        <FontSample font={font} text={translate(`${T}.sampleText`)} />
      </Typography>
      <Typography variant="body2" sx={{ mt: 1 }}>
        {translate(`${T}.stylesheet`)}{' '}
        <a href={font.url} target="_blank" rel="noreferrer">
          {font.url}
        </a>
      </Typography>
    </Box>
  );
}
