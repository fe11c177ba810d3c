/**
 * One scene, full screen: a menu board (title, the categories with their products: name, description, price in
 * German format, picture; what is switched off or sold out the server has left out already) or blocks of the
 * website builder's catalogue. The blocks shown: columns (text and picture per column, nested blocks), mashup (text
 * with a picture), gallery, numberFact, claimScroller (its words, standing), hr, spacer and embedded reusable blocks
 * ('block'); other kinds (map, accordion, scrollers of logos, overviews of stories and tags, videos) are left out
 * on a screen.
 */
import { formatCurrency } from '@bestellwerk/common/format';
import { fill } from '../../i18n/devicePage';
import { signagePlayerMessages as m } from '../../i18n/signagePlayer';
import { CachedImage } from './CachedImage';
import type { BoardProduct, ContentBlock, ContentImage, MenuBoard, PlayerScene } from './api';
import { contentImageUrl } from './program';

/** '5,90 EUR'; 'ca. 5,90 EUR' for a price by weight, 'ab 5,90 EUR' for a minimum price. */
function priceText(product: BoardProduct): string {
  const price = formatCurrency(product.price ?? '');
  if (product.calculationModel === 'approximate') return fill(m.approximate, { price });
  if (product.calculationModel === 'minimum') return fill(m.minimum, { price });
  return price;
}

function MenuBoardView({ board }: { board: MenuBoard }) {
  return (
    <div className="signage-board">
      <h1 className="signage-board-title">{board.title}</h1>
      <div className="signage-board-categories">
        {board.categories.map((category) => (
          <div
            key={category.id}
            role="group"
            className={`signage-category${category.available ? '' : ' signage-category--unavailable'}`}
            aria-label={category.name}
          >
            <h2>{category.name}</h2>
            {category.available ? null : <p className="signage-category-note">{m.unavailable}</p>}
            <ul>
              {category.products.map((product) => (
                <li key={product.id} className="signage-product">
                  {product.image ? <CachedImage url={product.image.url} className="signage-product-image" /> : null}
                  <span className="signage-product-text">
                    <span className="signage-product-name">{product.name}</span>
                    {product.description ? (
                      <span className="signage-product-description">{product.description}</span>
                    ) : null}
                  </span>
                  {product.price !== null ? <span className="signage-product-price">{priceText(product)}</span> : null}
                </li>
              ))}
            </ul>
          </div>
        ))}
      </div>
    </div>
  );
}

const isImage = (value: unknown): value is ContentImage =>
  typeof value === 'object' && value !== null && typeof (value as ContentImage).id === 'number';

function Picture({ image }: { image: unknown }) {
  if (!isImage(image)) return null;
  return <CachedImage url={contentImageUrl(image)} alt={image.alt ?? ''} className="signage-picture" />;
}

/** Rich text of the website builder: sanitised by the server when it was saved (core.html). */
function RichText({ html }: { html: unknown }) {
  if (typeof html !== 'string' || !html) return null;
  return <div className="signage-text" dangerouslySetInnerHTML={{ __html: html }} />;
}

const list = (value: unknown): Record<string, unknown>[] =>
  Array.isArray(value)
    ? value.filter((item): item is Record<string, unknown> => typeof item === 'object' && !!item)
    : [];

function BlockView({ block }: { block: ContentBlock }) {
  switch (block.type) {
    case 'columns':
      return (
        <div className="signage-columns">
          {list(block.columns).map((column, index) => (
            <div key={index} className="signage-column">
              <Picture image={column.image} />
              <RichText html={column.wysiwyg} />
              <Blocks blocks={column.body} />
            </div>
          ))}
        </div>
      );
    case 'mashup': {
      const media = block.media as { type?: string; image?: unknown } | undefined;
      return (
        <div className={`signage-mashup signage-mashup--${block.variant === 'mediaRight' ? 'right' : 'left'}`}>
          {media?.type === 'image' ? <Picture image={media.image} /> : null}
          <RichText html={block.wysiwyg} />
        </div>
      );
    }
    case 'gallery':
      return (
        <div className="signage-gallery">
          {(Array.isArray(block.images) ? block.images : []).map((image, index) => (
            <Picture key={index} image={image} />
          ))}
        </div>
      );
    case 'numberFact':
      return (
        <p className="signage-number">
          <span className="signage-number-value">{String(block.value ?? '')}</span>
          <span className="signage-number-label">{String(block.label ?? '')}</span>
        </p>
      );
    case 'claimScroller':
      return (
        <p className="signage-claim">
          <strong>{String(block.mainWord ?? '')}</strong>
          {list(block.secondaryWords).map((word, index) => (
            <span key={index}> {String(word.word ?? '')}</span>
          ))}
        </p>
      );
    case 'hr':
      return <hr className="signage-hr" />;
    case 'spacer':
      return <div className="signage-spacer" style={{ height: `${Number(block.size ?? 1) * 2}rem` }} />;
    case 'block':
      return <Blocks blocks={(block.content as { body?: unknown } | undefined)?.body} />;
    default:
      return null;
  }
}

function Blocks({ blocks }: { blocks: unknown }) {
  const body = list(blocks) as ContentBlock[];
  if (!body.length) return null;
  return (
    <div className="signage-blocks">
      {body.map((block, index) => (
        <BlockView key={index} block={block} />
      ))}
    </div>
  );
}

export function SceneView({ scene }: { scene: PlayerScene }) {
  if (scene.layout === 'menu-board' && scene.menuBoard) return <MenuBoardView board={scene.menuBoard} />;
  return <Blocks blocks={scene.content?.body} />;
}
