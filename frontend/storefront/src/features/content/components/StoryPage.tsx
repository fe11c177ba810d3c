import { useMemo } from 'react';

import { useSites, useTags } from '../api/sites';
import { messages } from '../messages';
import { relatedStories } from '../related';
import { type PublicSite, type StoryAttribute, storyContent } from '../types';
import { Blocks } from './Blocks';
import styles from './Content.module.css';
import { LinkList } from './ContentLink';
import { Picture } from './Picture';
import { StoryGrid, tagsOf } from './StoryCard';
import { TagList } from './TagList';

/** The title of a story: title, else shortTitle, else name. */
export function storyTitle(site: PublicSite): string {
  const content = storyContent(site);
  return content.title || content.shortTitle || site.name;
}

function attributeLabel(attribute: StoryAttribute): string {
  if (attribute.type === 'client') return messages.story.client;
  if (attribute.type === 'partner') return messages.story.partner;
  return attribute.label ?? '';
}

function Attributes({ attributes, sites }: { attributes: StoryAttribute[]; sites: readonly PublicSite[] | undefined }) {
  if (!attributes.length) return null;
  return (
    <dl className={styles.attributes} aria-label={messages.story.details}>
      {attributes.map((attribute, index) => (
        <div key={index} className={styles.attribute}>
          <dt>{attributeLabel(attribute) || '\u00a0'}</dt>
          <dd>
            {attribute.type === 'client' || attribute.type === 'partner' ? (
              [attribute.name, attribute.city, attribute.country].filter(Boolean).join(', ')
            ) : attribute.type === 'customText' ? (
              attribute.value
            ) : (
              <LinkList links={attribute.links} sites={sites} />
            )}
          </dd>
        </div>
      ))}
    </dl>
  );
}

/** Hero, 'Leistungen' (introduction and tags), the attribute list, the body, 'Weitere Geschichten entdecken'. */
export function StoryPage({ site }: { site: PublicSite }) {
  const content = storyContent(site);
  const sites = useSites();
  const tags = useTags();
  // the random pool is drawn once per story shown, not on every render
  const related = useMemo(() => (sites.data ? relatedStories(site, sites.data) : []), [site, sites.data]);
  const storyTags = tagsOf(site, tags.data ?? []);
  return (
    <article className={styles.story}>
      <header className={styles.hero}>
        <h1 className={styles.heroTitle}>{storyTitle(site)}</h1>
        {content.titleImage && <Picture image={content.titleImage} size="large" eager className={styles.heroImage} />}
      </header>
      <div className={styles.storyIntro}>
        <section className={styles.services} aria-labelledby={`leistungen-${site.id}`}>
          <h2 id={`leistungen-${site.id}`}>{messages.story.services}</h2>
          {content.introduction && <p className={styles.lead}>{content.introduction}</p>}
          <TagList tags={storyTags} />
        </section>
        <Attributes attributes={content.storyAttributes ?? []} sites={sites.data} />
      </div>
      <Blocks blocks={content.body} />
      {related.length > 0 && (
        <section className={styles.related} aria-labelledby={`weitere-${site.id}`}>
          <h2 id={`weitere-${site.id}`}>{messages.story.related}</h2>
          <StoryGrid stories={related} tags={tags.data ?? []} />
        </section>
      )}
    </article>
  );
}
