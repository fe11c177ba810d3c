import { useId, useState } from 'react';

import { messages } from '../../messages';
import type { Block, PublicSite } from '../../types';
import { Blocks } from '../Blocks';
import styles from '../Content.module.css';
import { LinkList } from '../ContentLink';
import { Media } from '../Media';
import { Picture } from '../Picture';

type Of<K extends Block['type']> = Extract<Block, { type: K }>;
type Sites = readonly PublicSite[] | undefined;

const GALLERY_VARIANTS = [12, 10, 8, 6, 4];

/** Variant 12 (one image per row) to 4 (three per row on a desktop), all at 16:9. */
export function Gallery({ block, first }: { block: Of<'gallery'>; first: boolean }) {
  const variant = GALLERY_VARIANTS.includes(Number(block.variant)) ? Number(block.variant) : 12;
  if (!block.images?.length) return null;
  return (
    <ul className={styles.gallery} data-variant={variant} aria-label={messages.blocks.gallery}>
      {block.images.map((image, index) => (
        <li key={`${image.id}-${index}`}>
          <Picture image={image} size={variant >= 10 ? 'medium' : 'small'} eager={first && index === 0} />
        </li>
      ))}
    </ul>
  );
}

export function NumberFact({ block }: { block: Of<'numberFact'> }) {
  return (
    <p className={styles.numberFact}>
      <span className={styles.numberValue}>{block.value}</span>
      <span className={styles.numberLabel}>{block.label}</span>
    </p>
  );
}

/** Up to 4 columns at the top level, 2 inside nested columns; a phone stacks them. */
export function Columns({ block, sites }: { block: Of<'columns'>; sites: Sites }) {
  const columns = block.columns ?? [];
  if (!columns.length) return null;
  return (
    <div
      className={styles.columns}
      style={{ flexDirection: block.layout?.flexDirection as never, alignItems: block.layout?.alignItems }}
      data-count={Math.min(columns.length, 4)}
    >
      {columns.map((column, index) => (
        <div key={index} className={styles.column}>
          <Picture image={column.image} />
          {column.wysiwyg && <div className={styles.wysiwyg} dangerouslySetInnerHTML={{ __html: column.wysiwyg }} />}
          <LinkList links={column.links} sites={sites} />
          <Blocks blocks={column.body} nested />
        </div>
      ))}
    </div>
  );
}

/** An accessible disclosure per item: a button with aria-expanded controlling its region. */
export function Accordion({ block }: { block: Of<'accordion'> }) {
  const id = useId();
  const [open, setOpen] = useState<number | null>(null);
  if (!block.items?.length) return null;
  return (
    <div className={styles.accordion}>
      {block.items.map((item, index) => {
        const expanded = open === index;
        return (
          <div key={index} className={styles.accordionItem}>
            <h3 className={styles.accordionHeading}>
              <button
                type="button"
                id={`${id}-button-${index}`}
                aria-expanded={expanded}
                aria-controls={`${id}-panel-${index}`}
                onClick={() => setOpen(expanded ? null : index)}
              >
                <span>{item.title}</span>
                <span aria-hidden="true">{expanded ? '−' : '+'}</span>
              </button>
            </h3>
            <div
              id={`${id}-panel-${index}`}
              role="region"
              aria-labelledby={`${id}-button-${index}`}
              hidden={!expanded}
              className={`${styles.accordionPanel} ${styles.wysiwyg}`}
              dangerouslySetInnerHTML={{ __html: item.content ?? '' }}
            />
          </div>
        );
      })}
    </div>
  );
}

/** Text beside a medium (left or right on a desktop, the medium first on a phone), with its links. */
export function Mashup({ block, sites, first }: { block: Of<'mashup'>; sites: Sites; first?: boolean }) {
  const hasMedia = Boolean(block.media);
  return (
    <div
      className={`${styles.mashup} ${block.variant === 'mediaRight' ? styles.mediaRight : ''} ${hasMedia ? '' : styles.textOnly}`}
    >
      {hasMedia && (
        <div className={styles.mashupMedia}>
          <Media media={block.media} eager={first} />
        </div>
      )}
      <div className={styles.mashupText}>
        {block.wysiwyg && <div className={styles.wysiwyg} dangerouslySetInnerHTML={{ __html: block.wysiwyg }} />}
        <LinkList links={block.links} sites={sites} />
      </div>
    </div>
  );
}

/** spacer: space of size 1 to 4; negativeSpacer: pulls the next block up by as much. */
export function Spacer({ block }: { block: Of<'spacer'> | Of<'negativeSpacer'> }) {
  const size = Math.min(Math.max(block.size ?? 1, 1), 4);
  return (
    <div
      className={block.type === 'spacer' ? styles.spacer : styles.negativeSpacer}
      data-size={size}
      aria-hidden="true"
    />
  );
}
