import { Link } from '../../../../lib/router';
import { useSites, useTags } from '../../api/sites';
import { messages } from '../../messages';
import { byWeight } from '../../tags';
import { type Block, type PublicSite, storyContent, tagContent } from '../../types';
import styles from '../Content.module.css';
import { Media } from '../Media';
import { StoryGrid } from '../StoryCard';

type Of<K extends Block['type']> = Extract<Block, { type: K }>;

/** Lead articles: short title, title, introduction, up to 3 media, linking to their page. */
export function LeadArticles({
  block,
  sites,
}: {
  block: Of<'leadArticlesOverview'>;
  sites: readonly PublicSite[] | undefined;
}) {
  const stories = block.stories ?? [];
  if (!stories.length) return null;
  return (
    <ul className={styles.leadArticles}>
      {stories.map((story, index) => {
        const target = sites?.find((site) => site.id === story.reference);
        const heading = story.title || story.shortTitle;
        return (
          <li key={index} className={styles.leadArticle}>
            {story.shortTitle && story.title && <p className={styles.kicker}>{story.shortTitle}</p>}
            {heading && <h2>{target ? <Link to={`/${target.path}`}>{heading}</Link> : heading}</h2>}
            {story.introduction && <p>{story.introduction}</p>}
            <div className={styles.leadMedia}>
              {(story.media ?? []).map((media, mediaIndex) => (
                <Media key={mediaIndex} media={media} />
              ))}
            </div>
          </li>
        );
      })}
    </ul>
  );
}

/** Public stories (those with one of the chosen tags, else all), newest first. */
export function StoriesOverview({ block }: { block: Of<'storiesOverview'> }) {
  const sites = useSites();
  const tags = useTags();
  const wanted = new Set(block.tags ?? []);
  const stories = (sites.data ?? [])
    .filter((site) => site.type === 'story')
    .filter((site) => !wanted.size || (storyContent(site).tags ?? []).some((tag) => wanted.has(tag)))
    .sort((a, b) => b.createdAt.localeCompare(a.createdAt));
  if (!stories.length) return null;
  return (
    <section className={styles.overview} aria-label={block.title || messages.blocks.storiesTitle}>
      {block.title && <h2>{block.title}</h2>}
      <StoryGrid stories={stories} tags={tags.data ?? []} headingLevel={block.title ? 3 : 2} />
    </section>
  );
}

/** Every public tag, heaviest first, linking to its page. */
export function TagsOverview({ block }: { block: Of<'tagsOverview'> }) {
  const tags = useTags();
  const list = byWeight(tags.data ?? []);
  if (!list.length) return null;
  return (
    <section className={styles.overview} aria-label={block.title || messages.blocks.tagsTitle}>
      {block.title && <h2>{block.title}</h2>}
      <ul className={styles.tagTiles}>
        {list.map((tag) => (
          <li key={tag.id}>
            <Link to={`/tags/${tag.identifier}`} className={styles.tagTile}>
              {tagContent(tag).name}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
