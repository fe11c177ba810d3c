import { useEffect, useState } from 'react';
import { IMAGE_CACHED_EVENT, cachedImage } from './playerCache';

/**
 * A picture from the player's Cache Storage when it holds it (so it shows offline), else from the network until the
 * cache has it (playerCache announces each picture it stores with IMAGE_CACHED_EVENT), then from the cache.
 */
export function CachedImage({ url, alt = '', className }: { url: string; alt?: string; className?: string }) {
  const [source, setSource] = useState<{ url: string; src: string } | null>(null);
  useEffect(() => {
    let blob: string | null = null;
    let stopped = false;
    const address = new URL(url, window.location.href).href;
    const look = async () => {
      const found = await cachedImage(url);
      if (stopped) {
        if (found) URL.revokeObjectURL(found);
        return;
      }
      if (found) {
        window.removeEventListener(IMAGE_CACHED_EVENT, stored);
        if (blob) URL.revokeObjectURL(blob);
        blob = found;
      }
      setSource({ url, src: found ?? url });
    };
    function stored(event: Event) {
      if ((event as CustomEvent<string>).detail === address) void look();
    }
    window.addEventListener(IMAGE_CACHED_EVENT, stored);
    void look();
    return () => {
      stopped = true;
      window.removeEventListener(IMAGE_CACHED_EVENT, stored);
      if (blob) URL.revokeObjectURL(blob);
    };
  }, [url]);
  // until the cache answered: nothing (a broken picture while offline would flash)
  if (source?.url !== url) return null;
  return <img src={source.src} alt={alt} className={className} />;
}
