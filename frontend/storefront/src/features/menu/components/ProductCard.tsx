import { useId } from 'react';

import type { Product } from '../../../lib/catalogue';
import { messages } from '../../../messages';
import { productPriceLabel } from '../productPrice';
import styles from './ProductCard.module.css';
import { ProductImages } from './ProductImages';

interface ProductCardProps {
  product: Product;
  currency: string;
  /** opens the item overlay; absent while nothing can be ordered */
  onChoose?: (product: Product) => void;
}

/** One product: image or gallery, name, allergens, description and price; tapping it opens the item overlay. */
export function ProductCard({ product, currency, onChoose }: ProductCardProps) {
  const id = useId();
  const price = productPriceLabel(product, currency);
  const body = (
    <>
      <span className={styles.name}>{product.name}</span>
      <span id={id} className={styles.details}>
        {product.allergens && <span className={styles.allergens}>{messages.menu.allergens(product.allergens)}</span>}
        {product.description && <span className={styles.description}>{product.description}</span>}
        {price && <span className={styles.price}>{price}</span>}
      </span>
    </>
  );
  return (
    <li className={styles.card}>
      <ProductImages images={product.images ?? []} name={product.name} />
      {onChoose ? (
        <button
          type="button"
          className={styles.body}
          aria-label={messages.menu.configure(product.name)}
          aria-describedby={id}
          aria-haspopup="dialog"
          onClick={() => onChoose(product)}
        >
          {body}
        </button>
      ) : (
        <div className={styles.body}>{body}</div>
      )}
    </li>
  );
}
