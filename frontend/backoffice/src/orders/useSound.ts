import { useEffect, useState } from 'react';
import { chooseSound, enableSound, soundEnabled, soundPreferred } from './alerts';

/**
 * The boards' sound toggle: on/off as remembered locally. Browsers start audio only after a user
 * gesture, so when the remembered choice is 'on' the first touch or key press on the page wakes it.
 */
export function useSound(): [boolean, () => Promise<void>] {
  const [on, setOn] = useState(soundPreferred);
  useEffect(() => {
    if (!on || soundEnabled()) return undefined;
    const wake = () => void enableSound();
    window.addEventListener('pointerdown', wake, { once: true });
    window.addEventListener('keydown', wake, { once: true });
    return () => {
      window.removeEventListener('pointerdown', wake);
      window.removeEventListener('keydown', wake);
    };
  }, [on]);
  return [on, async () => setOn(await chooseSound(!on))];
}
