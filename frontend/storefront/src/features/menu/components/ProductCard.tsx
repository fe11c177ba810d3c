import { useId } from 'react';

import type { Product } from '../../../lib/catalogue';
import { menuMessages } from '../messages';
import { productPriceLabel } from '../productPrice';
import styles from './ProductCard.module.css';
import { ProductImages } from './ProductImages';

interface ProductCardProps {
  product: Product;
  currency: string;
  /** opens the item overlay; absent while nothing can be ordered */
  onChoose?: (product: Product) => void;
}

/**
 * One product: image or gallery, name, allergens, description and price; tapping its text opens the
 * item overlay. The button holds only the product's name, so its accessible name ('Bauernbrot
 * auswählen') contains its visible text (WCAG 2.5.3); it is stretched over the card's text and
 * describes itself by the details.
 */
export function ProductCard({ product, currency, onChoose }: ProductCardProps) {
  const id = useId();
  const price = productPriceLabel(product, currency);
  const details = (
    <span id={id} className={styles.details}>
      {product.allergens && <span className={styles.allergens}>{menuMessages.allergens(product.allergens)}</span>}
      {product.description && <span className={styles.description}>{product.description}</span>}
      {price && <span className={styles.price}>{price}</span>}
    </span>
  );
  return (
    // the anchor a product QR code opens (/store/<branch>#product-<id>, analytics.targets)
    <li id={`product-${product.id}`} className={styles.card}>
      <ProductImages images={product.images ?? []} name={product.name} />
      <div className={onChoose ? `${styles.body} ${styles.choosable}` : styles.body}>
        {onChoose ? (
          <button
            type="button"
            className={`${styles.name} ${styles.choose}`}
            aria-label={menuMessages.configure(product.name)}
            aria-describedby={id}
            aria-haspopup="dialog"
            onClick={() => onChoose(product)}
          >
            {product.name}
          </button>
        ) : (
          <span className={styles.name}>{product.name}</span>
        )}
        {details}
      </div>
    </li>
  );
}
