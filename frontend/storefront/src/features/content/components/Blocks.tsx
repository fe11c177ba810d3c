import { useBlocks, useSites } from '../api/sites';
import type { Block } from '../types';
import { Accordion, Columns, Gallery, Mashup, NumberFact, Spacer } from './blocks/Basic';
import { MapBlock } from './blocks/MapBlock';
import { LeadArticles, StoriesOverview, TagsOverview } from './blocks/Overviews';
import { ClaimScroller, LogoScroller } from './blocks/Scrollers';
import styles from './Content.module.css';

function usesBlocks(blocks: readonly Block[]): boolean {
  return blocks.some(
    (block) =>
      block.type === 'block' ||
      (block.type === 'columns' && (block.columns ?? []).some((column) => usesBlocks(column.body ?? []))),
  );
}

/** Body blocks in order; `first` marks the page's first block (its images load at once). */
export function Blocks({ blocks, nested = false }: { blocks: readonly Block[] | undefined; nested?: boolean }) {
  const list = blocks ?? [];
  const reusable = useBlocks(usesBlocks(list));
  const sites = useSites();
  if (!list.length) return null;
  return (
    <div className={nested ? styles.nestedBlocks : styles.blocks}>
      {list.map((block, index) => {
        if (block.type === 'block') {
          const found = reusable.data?.find((candidate) => candidate.id === block.block);
          const body = (found?.content as { body?: Block[] } | undefined)?.body;
          return body ? <Blocks key={index} blocks={body} nested /> : null;
        }
        return <BlockView key={index} block={block} first={index === 0 && !nested} sites={sites.data} />;
      })}
    </div>
  );
}

function BlockView({
  block,
  first,
  sites,
}: {
  block: Block;
  first: boolean;
  sites: Parameters<typeof Mashup>[0]['sites'];
}) {
  switch (block.type) {
    case 'gallery':
      return <Gallery block={block} first={first} />;
    case 'logoScroller':
      return <LogoScroller block={block} />;
    case 'claimScroller':
      return <ClaimScroller block={block} />;
    case 'numberFact':
      return <NumberFact block={block} />;
    case 'columns':
      return <Columns block={block} sites={sites} />;
    case 'accordion':
      return <Accordion block={block} />;
    case 'map':
      return <MapBlock block={block} />;
    case 'mashup':
      return <Mashup block={block} sites={sites} first={first} />;
    case 'leadArticlesOverview':
      return <LeadArticles block={block} sites={sites} />;
    case 'storiesOverview':
      return <StoriesOverview block={block} />;
    case 'tagsOverview':
      return <TagsOverview block={block} />;
    case 'hr':
      return <hr className={styles.hr} />;
    case 'spacer':
    case 'negativeSpacer':
      return <Spacer block={block} />;
    default:
      return null;
  }
}
