import { type Image, imageSrcSet, productImageUrl, resizedImageUrl } from '../../../lib/catalogue';
import { menuMessages } from '../messages';
import styles from './ProductCard.module.css';

/** The product's image, or a swipeable gallery of all; the box keeps its size while loading. */
export function ProductImages({ images, name }: { images: Image[]; name: string }) {
  if (images.length === 0) return null;
  return (
    <div className={images.length > 1 ? styles.gallery : styles.imageBox}>
      {images.map((image, index) => (
        <img
          key={`${image.id}-${image.version}`}
          className={styles.image}
          src={image.extension === 'svg' ? productImageUrl(image) : resizedImageUrl(image, 'small')}
          srcSet={image.extension === 'svg' ? undefined : imageSrcSet(image, 'medium')}
          sizes="(min-width: 64rem) 22rem, (min-width: 40rem) 45vw, 90vw"
          alt={menuMessages.imageOf(name, index + 1, images.length)}
          width={640}
          height={480}
          loading="lazy"
          decoding="async"
        />
      ))}
    </div>
  );
}
