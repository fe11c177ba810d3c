/**
 * The block editor of the website builder for blocks held by another area (signage's scenes): the content of a
 * block list (GET /api/content-schema → block) at `source`. The app lends it through components/blockContentSlot.
 */
import type { BlockContentInputProps } from '../../components/blockContentSlot';
import { ContentInput, useContentSchema } from '../content';

export default function BlockContentInput({ source, label }: BlockContentInputProps) {
  const { data: schema } = useContentSchema();
  return <ContentInput source={source} fields={schema?.block ?? []} label={label} />;
}
