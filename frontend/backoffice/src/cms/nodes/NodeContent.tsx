/** The content fields of the node's type (GET /api/content-schema → nodes[type]), with the shared ContentInput. */
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import { useTranslate } from 'react-admin';
import { useWatch } from 'react-hook-form';
import { ContentInput, useContentSchema } from '../content';
import type { NodeType } from './nodeTypes';

export function NodeContent() {
  const translate = useTranslate();
  const type = useWatch({ name: 'type' }) as NodeType | undefined;
  const { data: schema } = useContentSchema();
  const fields = type ? schema?.nodes[type] : undefined;
  return (
    <Box sx={{ width: '100%' }}>
      <Divider sx={{ my: 2 }} />
      {fields ? (
        <ContentInput
          key={type}
          source="content"
          fields={fields}
          label={translate('resources.nodes.contentOf', { type: translate(`resources.nodes.types.${type}`) })}
        />
      ) : (
        <ContentInput source="content" fields={[]} />
      )}
    </Box>
  );
}
