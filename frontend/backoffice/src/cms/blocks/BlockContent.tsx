/** The block list's content (GET /api/content-schema → block), with the shared ContentInput. */
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import { ContentInput, useContentSchema } from '../content';

export function BlockContent() {
  const { data: schema } = useContentSchema();
  return (
    <Box sx={{ width: '100%' }}>
      <Divider sx={{ my: 2 }} />
      <ContentInput source="content" fields={schema?.block ?? []} label="resources.blocks.fields.content" />
    </Box>
  );
}
