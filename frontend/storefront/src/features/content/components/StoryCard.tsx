import { Link } from '../../../lib/router';
import { byWeight, STORY_CARD_TAG_LIMIT } from '../tags';
import { type PublicNode, type PublicSite, type StoryAttribute, storyContent } from '../types';
import styles from './Content.module.css';
import { Picture } from './Picture';
import { TagList } from './TagList';

type Person = Extract<StoryAttribute, { type: 'client' | 'partner' }>;

/** The first client or partner of a story, as 'name, city, country'. */
export function storyPerson(site: PublicSite): string {
  const person = (storyContent(site).storyAttributes ?? []).find(
    (attribute): attribute is Person => attribute.type === 'client' || attribute.type === 'partner',
  );
  return person ? [person.name, person.city, person.country].filter(Boolean).join(', ') : '';
}

/** The public tags of a story, heaviest first. */
export function tagsOf(site: PublicSite, tags: readonly PublicNode[]): PublicNode[] {
  const ids = new Set(storyContent(site).tags ?? []);
  return byWeight(tags.filter((tag) => ids.has(tag.id)));
}

/** Thumbnail and short title (else name) linking to the story, the first client or partner, up to 4 tags. */
export function StoryCard({
  site,
  tags,
  headingLevel = 3,
}: {
  site: PublicSite;
  tags: readonly PublicNode[];
  headingLevel?: 2 | 3;
}) {
  const content = storyContent(site);
  const Heading = `h${headingLevel}` as const;
  const person = storyPerson(site);
  return (
    <article className={styles.storyCard}>
      <Heading className={styles.storyCardTitle}>
        <Link to={`/${site.path}`} className={styles.storyCardLink}>
          {content.shortTitle || site.name}
        </Link>
      </Heading>
      <div className={styles.storyCardImage}>
        <Picture image={content.thumbnailImage ?? content.titleImage} size="small" ratio={[4, 3]} />
      </div>
      {person && <p className={styles.storyCardPerson}>{person}</p>}
      <TagList tags={tagsOf(site, tags)} limit={STORY_CARD_TAG_LIMIT} />
    </article>
  );
}

export function StoryGrid({
  stories,
  tags,
  headingLevel,
}: {
  stories: readonly PublicSite[];
  tags: readonly PublicNode[];
  headingLevel?: 2 | 3;
}) {
  if (!stories.length) return null;
  return (
    <ul className={styles.storyGrid}>
      {stories.map((site) => (
        <li key={site.id}>
          <StoryCard site={site} tags={tags} headingLevel={headingLevel} />
        </li>
      ))}
    </ul>
  );
}
