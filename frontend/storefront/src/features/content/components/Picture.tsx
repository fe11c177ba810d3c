import { IMAGE_WIDTHS, type ImageSize, resizedImageUrl } from '../../../lib/catalogue';
import type { ImageRef } from '../types';
import styles from './Content.module.css';

interface PictureProps {
  image: ImageRef | null | undefined;
  size?: ImageSize;
  /** width:height of the box the image fills (cover), 16/9 unless told */
  ratio?: [number, number];
  alt?: string;
  className?: string;
  /** the first image of a page loads at once, every other one when it nears the viewport */
  eager?: boolean;
  contain?: boolean;
}

/** A content image through the resized variants (/image/{size}/{id}-{version}.{ext}), with its box's width and height. */
export function Picture({ image, size = 'small', ratio = [16, 9], alt, className, eager, contain }: PictureProps) {
  if (!image) return null;
  const width = IMAGE_WIDTHS[size];
  const height = Math.round((width * ratio[1]) / ratio[0]);
  return (
    <img
      src={resizedImageUrl(image, size)}
      width={width}
      height={height}
      alt={alt ?? image.alt ?? ''}
      loading={eager ? 'eager' : 'lazy'}
      decoding="async"
      className={`${styles.picture} ${contain ? styles.contain : ''} ${className ?? ''}`}
      style={{ aspectRatio: `${ratio[0]} / ${ratio[1]}` }}
    />
  );
}
