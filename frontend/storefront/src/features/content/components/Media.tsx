import { useEffect, useState } from 'react';

import { messages } from '../messages';
import type { ImageRef, Media as MediaData } from '../types';
import styles from './Content.module.css';
import { Picture } from './Picture';

function prefersReducedMotion(): boolean {
  return typeof window !== 'undefined' && window.matchMedia?.('(prefers-reduced-motion: reduce)').matches === true;
}

/** The index of the frame to show, advancing every `interval` ms; still (frame 0) with reduced motion. */
export function useFrame(count: number, interval: number): number {
  const [frame, setFrame] = useState(0);
  useEffect(() => {
    if (count < 2 || prefersReducedMotion()) return;
    const timer = window.setInterval(() => setFrame((current) => (current + 1) % count), Math.max(interval, 10));
    return () => window.clearInterval(timer);
  }, [count, interval]);
  return count ? frame % count : 0;
}

function Frames({
  images,
  interval,
  className,
  label,
}: {
  images: ImageRef[];
  interval: number;
  className?: string;
  label: string;
}) {
  const frame = useFrame(images.length, interval);
  return (
    <div className={`${styles.frames} ${className ?? ''}`} role="img" aria-label={label}>
      {images.map((image, index) => (
        <div key={`${image.id}-${index}`} className={styles.frame} data-active={index === frame} aria-hidden="true">
          <Picture image={image} size="medium" />
        </div>
      ))}
    </div>
  );
}

function altOf(images: ImageRef[] | undefined, fallback: string): string {
  return images?.find((image) => image.alt)?.alt ?? fallback;
}

/** One medium: image, video, gif, screenshots or slices (spec §3 Media kinds, intervals §9). */
export function Media({ media, eager }: { media: MediaData | null | undefined; eager?: boolean }) {
  if (!media) return null;
  switch (media.type) {
    case 'image':
      return <Picture image={media.image} size="medium" eager={eager} />;
    case 'video': {
      if (!media.video) return null;
      const { video } = media;
      const src = video.publicHash ? `/upload/${video.publicHash}/${video.id}-${video.version}.${video.extension}` : '';
      const autoplay = Boolean(media.isAutoplay) && !prefersReducedMotion();
      return (
        <video
          className={styles.video}
          src={src}
          poster={
            media.poster
              ? `/image/medium/${media.poster.id}-${media.poster.version}.${media.poster.extension}`
              : undefined
          }
          autoPlay={autoplay}
          muted={Boolean(media.isMuted) || autoplay}
          controls={media.isControllable !== false || !autoplay}
          loop={Boolean(media.isLooped)}
          playsInline
          preload="metadata"
          aria-label={messages.blocks.video}
        />
      );
    }
    case 'gif':
      if (!media.images?.length) return null;
      return (
        <Frames
          images={media.images}
          interval={media.interval ?? 200}
          label={altOf(media.images, messages.blocks.slideshow)}
        />
      );
    case 'screenshots':
      if (!media.images?.length) return null;
      return (
        <div
          className={styles.screenshots}
          style={{ background: media.backgroundColor, borderColor: media.borderColor }}
        >
          <Frames
            images={media.images}
            interval={media.interval ?? 1000}
            className={media.animationStyle === 'fade' ? styles.fade : styles.slide}
            label={altOf(media.images, messages.blocks.slideshow)}
          />
        </div>
      );
    case 'slices':
      return <Slices media={media} />;
  }
}

function Slices({ media }: { media: Extract<MediaData, { type: 'slices' }> }) {
  const images = media.images ?? [];
  const columns = media.columns ?? 1;
  const rows = media.rows ?? 1;
  const frame = useFrame(images.length, media.interval ?? 500);
  const cells = columns * rows;
  return (
    <div
      className={styles.slices}
      role="img"
      aria-label={altOf(images, messages.blocks.slideshow)}
      style={{
        gridTemplateColumns: `repeat(${columns}, 1fr)`,
        background: `linear-gradient(135deg, ${media.colorFrom ?? '#d3d3d3'}, ${media.colorTo ?? '#d3d3d3'})`,
      }}
    >
      {images.length > 0 &&
        Array.from({ length: cells }, (_, cell) => (
          <div key={cell} aria-hidden="true">
            <Picture image={images[(frame + cell) % images.length]} size="tiny" />
          </div>
        ))}
    </div>
  );
}
