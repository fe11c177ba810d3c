import { type CatalogEntry, categoryImageUrl, type Product } from '../../../lib/catalogue';
import styles from './ProductGroups.module.css';
import { ProductCard } from './ProductCard';

export function categoryAnchor(categoryId: number): string {
  return `kategorie-${categoryId}`;
}

interface ProductGroupsProps {
  catalog: CatalogEntry[];
  currency: string;
  onChoose?: (product: Product) => void;
}

/** One group per category of the active menu: heading, category image and the product cards. */
export function ProductGroups({ catalog, currency, onChoose }: ProductGroupsProps) {
  return (
    <div className={styles.groups}>
      {catalog.map(({ category, products }) => (
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
              <ProductCard key={product.id} product={product} currency={currency} onChoose={onChoose} />
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
