import { useFooterForms } from '../../../api/contentShell';
import { LoadingState } from '../../../components/LoadingState';
import { NotFound } from '../../../components/NotFound';
import buttonStyles from '../../../components/Button.module.css';
import { useSites, useTags } from '../api/sites';
import { messages } from '../messages';
import { byWeight, storiesOfTag, tagHeading } from '../tags';
import { type PublicNode, tagContent } from '../types';
import { Blocks } from './Blocks';
import styles from './Content.module.css';
import { StoryGrid } from './StoryCard';
import { TagList } from './TagList';

/** Heading ('Fokus:' for short names), rich text, blocks, the tag's stories, the other tags, the footer forms. */
export function TagPage({ slug }: { slug: string }) {
  const tags = useTags();
  const sites = useSites();
  const forms = useFooterForms();
  if (tags.isPending || sites.isPending) return <LoadingState />;
  const tag: PublicNode | undefined = tags.data?.find((candidate) => candidate.identifier === slug);
  if (!tag) return <NotFound />;
  const content = tagContent(tag);
  const stories = storiesOfTag(tag.id, sites.data ?? []);
  const others = byWeight((tags.data ?? []).filter((other) => other.id !== tag.id));
  return (
    <article className={styles.page}>
      <header className={styles.tagHeader}>
        <h1 className={styles.pageTitle}>{tagHeading(content.name)}</h1>
        {content.wysiwyg && (
          <div className={`${styles.wysiwyg} ${styles.lead}`} dangerouslySetInnerHTML={{ __html: content.wysiwyg }} />
        )}
      </header>
      <Blocks blocks={content.body} />
      {stories.length > 0 && (
        <section aria-labelledby="tag-stories" className={styles.overview}>
          <h2 id="tag-stories">{`${messages.tag.stories} ${content.name}`}</h2>
          <StoryGrid stories={stories} tags={tags.data ?? []} />
        </section>
      )}
      {others.length > 0 && (
        <section aria-labelledby="tag-others" className={styles.overview}>
          <h2 id="tag-others">{messages.tag.otherTags}</h2>
          <TagList tags={others} label={messages.tag.otherTags} />
        </section>
      )}
      {forms.length > 0 && (
        <section aria-labelledby="tag-questions" className={styles.questions}>
          <h2 id="tag-questions">{messages.tag.questions}</h2>
          <p className={styles.links}>
            {forms.map((form) => (
              <a key={form.id} href={`#formular-${form.id}`} className={buttonStyles.button}>
                {form.name}
              </a>
            ))}
          </p>
        </section>
      )}
    </article>
  );
}
