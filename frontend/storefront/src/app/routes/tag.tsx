import { useConfig } from '../../api/config';
import { TagPage, tagContent, tagPageTitle, useTags } from '../../features/content';
import { shopDescription, shopTitle, stripMarkup, useDocumentHead } from '../../lib/documentHead';
import { useParams } from '../../lib/router';

/** tags/{slug}: the tag page ('Alles zum Thema {tag} - ', the tag's text without markup as description). */
export function Component() {
  const { slug = '' } = useParams();
  const { data: config } = useConfig();
  const tags = useTags();
  const tag = tags.data?.find((candidate) => candidate.identifier === slug);
  const content = tag ? tagContent(tag) : undefined;
  useDocumentHead(
    content ? tagPageTitle(content.name, shopTitle(config)) : '',
    content ? stripMarkup(content.wysiwyg ?? '') || shopDescription(config) : undefined,
  );
  return <TagPage key={slug} slug={slug} />;
}
