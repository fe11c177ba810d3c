import { useEffect, useState } from 'react';
import { cachedImage } from './playerCache';

/** A picture from the player's Cache Storage when it holds it (so it shows offline), else from the network. */
export function CachedImage({ url, alt = '', className }: { url: string; alt?: string; className?: string }) {
  const [source, setSource] = useState<{ url: string; src: string } | null>(null);
  useEffect(() => {
    let blob: string | null = null;
    let stopped = false;
    void cachedImage(url).then((found) => {
      if (stopped) {
        if (found) URL.revokeObjectURL(found);
        return;
      }
      blob = found;
      setSource({ url, src: found ?? url });
    });
    return () => {
      stopped = true;
      if (blob) URL.revokeObjectURL(blob);
    };
  }, [url]);
  // until the cache answered: nothing (a broken picture while offline would flash)
  if (source?.url !== url) return null;
  return <img src={source.src} alt={alt} className={className} />;
}
