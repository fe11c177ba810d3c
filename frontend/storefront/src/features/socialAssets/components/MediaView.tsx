import { useEffect, useState } from 'react';

import { fileUrl, imagesOf, imageUrl, type Media } from '../api/socialAssets';
import styles from './SocialAssets.module.css';

const DEFAULT_INTERVAL = { gif: 200, screenshots: 1000, slices: 500 } as const;

function useReducedMotion(): boolean {
  const [reduced] = useState(
    () => typeof window !== 'undefined' && !!window.matchMedia?.('(prefers-reduced-motion: reduce)').matches,
  );
  return reduced;
}

/** One medium in full: an image, a video, or its images in turn at the medium's interval (gif, screenshots, slices). */
export function MediaView({ media, name }: { media: Media | null; name: string }) {
  const images = imagesOf(media);
  const reduced = useReducedMotion();
  const [index, setIndex] = useState(0);
  const animated = media !== null && media.type !== 'image' && media.type !== 'video' && images.length > 1 && !reduced;
  const interval =
    media && media.type in DEFAULT_INTERVAL
      ? media.interval || DEFAULT_INTERVAL[media.type as keyof typeof DEFAULT_INTERVAL]
      : 0;

  useEffect(() => {
    if (!animated) return undefined;
    const timer = window.setInterval(() => setIndex((current) => (current + 1) % images.length), interval);
    return () => window.clearInterval(timer);
  }, [animated, images.length, interval]);

  if (!media) return null;
  if (media.type === 'video' && media.video) {
    return (
      <video
        className={styles.media}
        src={fileUrl(media.video)}
        poster={media.poster ? imageUrl(media.poster, 'large') : undefined}
        autoPlay={media.isAutoplay && !reduced}
        muted={media.isMuted}
        controls={media.isControllable ?? true}
        loop={media.isLooped}
        playsInline
      />
    );
  }
  const image = images[animated ? index : 0];
  if (!image) return null;
  return <img className={styles.media} src={imageUrl(image, 'large')} alt={image.alt || name} loading="lazy" />;
}
