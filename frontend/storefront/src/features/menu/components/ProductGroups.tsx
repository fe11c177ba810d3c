import { useEffect } from 'react';
import { categoryImageUrl, type Product } from '../../../lib/catalogue';
import { menuMessages } from '../messages';
import type { MenuGroup } from '../availability';
import styles from './ProductGroups.module.css';
import { ProductCard } from './ProductCard';

export function categoryAnchor(categoryId: number): string {
  return `kategorie-${categoryId}`;
}

interface ProductGroupsProps {
  groups: MenuGroup[];
  currency: string;
  onChoose?: (product: Product) => void;
  /** products of a category outside its schedule can still be preordered */
  canPreorder: boolean;
}

/** One group per category of the active menu: heading, category image and the product cards. */
export function ProductGroups({ groups, currency, onChoose, canPreorder }: ProductGroupsProps) {
  const hasGroups = groups.length > 0;
  useEffect(() => {
    // the cards render after the page loaded, so the browser did not scroll to a product's anchor itself
    const anchor = window.location.hash.slice(1);
    if (hasGroups && anchor.startsWith('product-'))
      document.getElementById(anchor)?.scrollIntoView?.({ block: 'start' });
  }, [hasGroups]);
  return (
    <div className={styles.groups}>
      {groups.map(({ category, products, isAvailable, unavailableNotice }) => (
        <section
          key={category.id}
          id={categoryAnchor(category.id)}
          className={styles.group}
          aria-labelledby={`${categoryAnchor(category.id)}-heading`}
          data-category-group
        >
          <h2 id={`${categoryAnchor(category.id)}-heading`} className={styles.heading}>
            {category.name}
          </h2>
          {unavailableNotice && (
            <p className={styles.unavailable}>
              {canPreorder ? `${unavailableNotice} ${menuMessages.preorderLater}` : unavailableNotice}
            </p>
          )}
          {category.image && (
            <div className={styles.categoryImageBox}>
              <img
                className={styles.categoryImage}
                src={categoryImageUrl(category.image)}
                alt={category.name}
                width={1280}
                height={400}
                loading="lazy"
                decoding="async"
              />
            </div>
          )}
          <ul className={styles.products}>
            {products.map((product) => (
              <ProductCard
                key={product.id}
                product={product}
                currency={currency}
                onChoose={isAvailable || canPreorder ? onChoose : undefined}
              />
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
